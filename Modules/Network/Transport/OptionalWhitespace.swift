extension StringProtocol {
    /// The text without the spaces and horizontal tabs at either end: HTTP's optional whitespace
    /// (OWS, RFC 9110 §5.6.3), the only whitespace a header value or a proxy setting carries.
    var trimmingOptionalWhitespace: String {
        let scalars = Substring(self).unicodeScalars
        let isOptionalWhitespace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        guard let first = scalars.firstIndex(where: { !isOptionalWhitespace($0) }),
            let last = scalars.lastIndex(where: { !isOptionalWhitespace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}

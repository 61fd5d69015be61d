extension StringProtocol {
    /// The text without Unicode spaces and tabs at either end (what Foundation's `.whitespaces` trims).
    var trimmingWhitespace: String {
        trimming { $0.properties.isWhitespace && !isLineBreak($0) }
    }

    /// The text without Unicode white space, line breaks included, at either end (what
    /// Foundation's `.whitespacesAndNewlines` trims).
    var trimmingWhitespaceAndNewlines: String {
        trimming { $0.properties.isWhitespace }
    }

    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }), let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(scalars[first...last])
    }
}

/// LF, VT, FF, CR, NEL and the line and paragraph separators: the white space that ends a line.
private func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
}

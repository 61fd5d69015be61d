/// Percent-encoding over UTF-8 bytes (RFC 3986 §2.1) with the three byte sets the client uses.
///
/// Written here instead of `addingPercentEncoding(withAllowedCharacters:)` because `CharacterSet`
/// is not part of FoundationEssentials, and the client links nothing beyond it. The sets are
/// the ones Foundation's `urlPathAllowed` and `urlQueryAllowed` name, so encoded URLs are the same.
enum PercentEncoding {
    /// Bytes a URL path keeps as they are: letters, digits and `!$&'()*+,-./:=@_~`.
    static func isPathByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || pathPunctuation.contains(byte)
    }

    /// Bytes a query name or value keeps as they are: what a query allows less the ones that would
    /// end a value or a pair (`&`, `=`, `+`, `#`), so letters, digits and `!$'()*,-./:;?@_~`.
    static func isQueryValueByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || queryValuePunctuation.contains(byte)
    }

    /// Bytes one path segment keeps as they are: letters, digits, `-`, `_` and `~` (no dot, so `.`
    /// and `..` are never dot segments, and no `/`, `?` or `#`).
    static func isSegmentByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    /// `string` with every byte of its UTF-8 form that `keeps` refuses written as `%XX`.
    static func encode(_ string: String, keeping keeps: (UInt8) -> Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if keeps(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `string` with each `%XX` turned back into its byte; nil when a `%` is not followed by two
    /// hex digits or the bytes are not UTF-8 (where `removingPercentEncoding` gave nil too).
    static func decode(_ string: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        var rest = string.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = rest.popFirst().flatMap(hexValue), let low = rest.popFirst().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
    private static let pathPunctuation = Set("!$&'()*+,-./:=@_~".utf8)
    private static let queryValuePunctuation = Set("!$'()*,-./:;?@_~".utf8)

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// A scalar outside ``SimpleScalar``'s scripts that, like them, never joins a neighbour into a
/// grapheme cluster: most emoji, symbols and arrows, punctuation such as `·` and `…`, Latin
/// letters. Between two scalars that are each simple or lone there is always a cluster break,
/// so text made of them (a Korean title ending in an emoji) is placed without grapheme breaking.
///
/// Why: none of them is a Prepend, Extend, ZWJ, SpacingMark, Hangul jamo or regional indicator,
/// the only scalars the grapheme break rules (UAX #29, GB6–GB9b, GB11–GB13) keep together with a
/// neighbour other than CR LF. The blocks below leave out the combining marks, joiners, skin-tone
/// modifiers and regional indicators inside them. `LoneScalarTests` checks every scalar of them
/// against the standard library's grapheme breaking and widths.
struct LoneScalar {
    let grapheme: Grapheme
    let length: Int
    let width: Int

    /// The ranges of lone scalars.
    static let ranges: [ClosedRange<UInt32>] = [
        0xA0...0x2FF,  // Latin-1 Supplement, Latin Extended-A and -B, IPA, spacing modifier letters
        0x2010...0x2027, 0x2030...0x205E,  // general punctuation, without joiners, controls and bidi marks
        0x2070...0x20CF,  // super- and subscripts, currency symbols
        0x2100...0x2BFF,  // letterlike symbols to miscellaneous symbols and arrows (☔, ⛺, box drawing)
        0x3000...0x3029, 0x3030...0x303F,  // CJK symbols and punctuation, without its combining tone marks
        0xFF01...0xFF9D, 0xFFA0...0xFFEF,  // halfwidth and fullwidth forms, without the kana sound marks
        0x1F000...0x1F1E5, 0x1F200...0x1F3FA, 0x1F400...0x1FAFF,  // emoji, without regional indicators and skin tones
    ]

    /// The lone scalar starting at `offset` of `bytes`, or nil for any other scalar. `bytes`
    /// must be valid UTF-8 (a Swift string's).
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let lead = bytes[offset]
        let value: UInt32
        let length: Int
        switch lead {
        case 0xC2...0xCB:
            guard offset + 1 < bytes.count else { return nil }
            value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
            length = 2
        case 0xE2, 0xE3, 0xEF:
            guard offset + 2 < bytes.count else { return nil }
            value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
            length = 3
        case 0xF0:
            guard offset + 3 < bytes.count else { return nil }
            value =
                UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F)
            length = 4
        default:
            return nil
        }
        guard Self.isLone(value) else { return nil }
        // One scalar with no joiner, selector or modifier: `wcwidth`'s width of it alone is the
        // cluster's (never more than 2).
        let width = DisplayWidth.scalarWidth(value)
        grapheme = Grapheme(utf8Of: bytes, from: offset, count: length)
        self.length = length
        self.width = width
    }

    /// Whether `value` is in ``ranges``.
    @inline(__always)
    static func isLone(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF, 0x2100...0x2BFF, 0x3000...0x3029, 0x3030...0x303F,
            0xFF01...0xFF9D, 0xFFA0...0xFFEF, 0x1F000...0x1F1E5, 0x1F200...0x1F3FA, 0x1F400...0x1FAFF:
            true
        default:
            false
        }
    }
}

/// A scalar that is a grapheme cluster of its own between two others of its kind: simple or lone.
enum StandaloneScalar {
    /// The cell content, width and UTF-8 length of the simple or lone scalar at `offset`, or nil.
    @inline(__always)
    static func at(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> (grapheme: Grapheme, width: Int, length: Int)? {
        if let scalar = SimpleScalar(bytes, at: offset) { return (scalar.grapheme, scalar.width, scalar.length) }
        if let scalar = LoneScalar(bytes, at: offset) { return (scalar.grapheme, scalar.width, scalar.length) }
        return nil
    }
}

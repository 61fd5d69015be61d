/// A scalar that is always a grapheme cluster of its own when the scalar after it is one too:
/// printable ASCII, a Hangul syllable, hiragana, katakana or a CJK unified ideograph. Text made
/// of these (most of what the app shows) is placed without grapheme breaking.
struct SimpleScalar {
    let grapheme: Grapheme
    let value: UInt32
    let length: Int
    let width: Int

    /// The simple scalar starting at `offset` of `bytes`, or nil for any other scalar.
    /// Inlined: text placement and measuring ask once per scalar.
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let lead = bytes[offset]
        if lead >= 0x20, lead < 0x7F {
            grapheme = Grapheme(ascii: lead)
            value = UInt32(lead)
            length = 1
            width = 1
            return
        }
        guard lead & 0xF0 == 0xE0, offset + 2 < bytes.count else { return nil }
        let second = bytes[offset + 1]
        let third = bytes[offset + 2]
        // All East Asian Wide in wcwidth's tables, none zero-width, none joining what follows.
        guard Self.isWide(lead, second, third) else { return nil }
        grapheme = Grapheme(threeBytes: lead, second, third)
        value = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        length = 3
        width = 2
    }

    /// How many scalars from `offset` on are wide simple scalars (Hangul, kana, CJK: three
    /// bytes, two columns) that are each a cluster of their own: followed by another of them,
    /// by printable ASCII or by the end of `bytes`. `offset` must start a cluster. Zero when the
    /// scalar there is not one of them.
    @inline(__always)
    static func wideRun(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var end = offset
        while startsWide(bytes, at: end) { end += 3 }
        // The last one is a cluster of its own only before a scalar that never joins what is
        // before it; anything else is left to grapheme breaking.
        if end > offset, end < bytes.count, bytes[end] &- 0x20 >= 0x5F { end -= 3 }
        return (end - offset) / 3
    }

    /// Whether a wide simple scalar (see ``wideRun(_:from:)``) starts at `offset`.
    @inline(__always)
    static func startsWide(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        offset + 2 < bytes.count && bytes[offset] & 0xF0 == 0xE0 && isWide(bytes[offset], bytes[offset + 1], bytes[offset + 2])
    }

    /// Whether the three-byte UTF-8 sequence is a Hangul syllable, a kana or a CJK ideograph
    /// of ``init(_:at:)``'s wide kinds.
    @inline(__always)
    static func isWide(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        let value = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        return (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value)
    }
}

/// How many terminal columns text takes, exactly as Python's `wcwidth` 0.9.4 `wcswidth` measures it.
///
/// The rules, from that release (its tables are in `WidthTables.generated.swift`): East Asian
/// Wide and Fullwidth characters take 2, zero-width characters (marks, format characters,
/// Hangul medial vowels and final consonants, so conjoining jamo L+V(+T) take 2) take 0, all
/// else takes 1, ambiguous characters and box drawing among them. Then, per cluster: a
/// spacing combining mark (Mc) after a base makes the cluster 2 wide; a virama or invisible
/// stacker joins the next character into a conjunct 2 wide; VS16 makes a text-style symbol 2
/// wide and VS15 makes an emoji-style one 1 wide; a skin-tone modifier after an emoji adds
/// nothing; a zero-width joiner hides the character after it, so a ZWJ sequence is as wide as
/// its first emoji; the second of a pair of regional indicators adds nothing, so a flag takes 2
/// and a lone indicator 2. Control characters take 0 here (`wcwidth` says -1): the sanitiser
/// removes them before anything is drawn.
///
/// A string measures as `wcswidth` measures the whole string, a `Character` as it measures
/// that cluster alone. The two agree except where `wcswidth` itself reaches across a cluster
/// boundary (a joiner or virama between clusters that do not join, such as `a` ZWJ `b`).
public enum DisplayWidth {
    /// The columns a string takes.
    public static func of(_ string: some StringProtocol) -> Int {
        let ascii = string.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 < 0x20 || $0 >= 0x7F } ? nil : bytes.count
        }
        if let ascii, let ascii { return ascii }
        var meter = WidthMeter()
        // Common scalars are measured straight from the UTF-8; from the first other scalar on,
        // the rest goes scalar by scalar.
        let measuredBytes =
            string.utf8.withContiguousStorageIfAvailable { bytes -> Int in
                var offset = 0
                while offset < bytes.count, let scalar = SimpleScalar(bytes, at: offset) {
                    meter.add(scalar.value, width: scalar.width)
                    offset += scalar.length
                }
                return offset
            } ?? 0
        if measuredBytes == string.utf8.count { return meter.width }
        let rest = string.utf8.index(string.utf8.startIndex, offsetBy: measuredBytes)
        for scalar in string.unicodeScalars[rest...] { meter.add(scalar.value, width: scalarWidth(scalar.value)) }
        return meter.width
    }

    /// The columns one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        return of(scalars: character.unicodeScalars)
    }

    static func of(scalars: some Sequence<Unicode.Scalar>) -> Int {
        var meter = WidthMeter()
        for scalar in scalars { meter.add(scalar.value, width: scalarWidth(scalar.value)) }
        return meter.width
    }

    /// The columns of one scalar on its own, as `wcwidth.wcwidth` gives them (0 for controls).
    static func scalarWidth(_ value: UInt32) -> Int {
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        // Hangul syllables and the CJK Unified Ideographs are the bulk of wide text.
        if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) { return 2 }
        // Box drawing and block elements, which every frame's borders and bars are made of:
        // one column each, neither zero-width nor wide in the tables (a test holds them to it).
        if (0x2500...0x259F).contains(value) { return 1 }
        // Emoji and the other pictographs, a title's usual ornament: the block holds no
        // zero-width code point, so its width is one bit of `pictographWide`.
        if pictographBlock.contains(value) {
            let offset = Int(value - pictographBlock.lowerBound)
            return pictographWide[offset >> 6] & (1 << UInt64(offset & 63)) != 0 ? 2 : 1
        }
        if contains(WidthTables.zeroWidth, value) { return 0 }
        if contains(WidthTables.wide, value) { return 2 }
        return 1
    }

    /// U+1F000–U+1FAFF: mahjong and playing cards, enclosed letters and ideographs, the
    /// pictographs, emoticons, transport and map symbols, and the supplemental symbols.
    static let pictographBlock: ClosedRange<UInt32> = 0x1F000...0x1FAFF

    /// One bit per code point of ``pictographBlock``, set where `WidthTables.wide` makes it 2
    /// columns: built once from that table, so the two cannot disagree.
    private static let pictographWide: [UInt64] = {
        let block = pictographBlock
        var bits = [UInt64](repeating: 0, count: (block.count + 63) / 64)
        for span in WidthTables.wide where span.last >= block.lowerBound && span.first <= block.upperBound {
            for value in max(span.first, block.lowerBound)...min(span.last, block.upperBound) {
                let offset = Int(value - block.lowerBound)
                bits[offset >> 6] |= 1 << UInt64(offset & 63)
            }
        }
        return bits
    }()

    /// Whether one of the sorted, disjoint `ranges` holds `value`.
    static func contains(_ ranges: [WidthTables.CodePointSpan], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.first {
                high = middle - 1
            } else if value > range.last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension DisplayWidth {
    /// The most columns one cluster is drawn in. Terminals disagree on wider clusters (`a` with
    /// a skin-tone modifier, a run of conjoining jamo), so the cell buffer draws such a cluster as
    /// a two-column stand-in and everything that lays text out counts it as 2.
    public static let maximumClusterColumns = 2

    /// The columns `string` is drawn in: the sum of its clusters' ``columns(of:)``.
    ///
    /// This is the one width rule that layout and drawing share. It differs from ``of(_:)-(StringProtocol)``
    /// (what `wcswidth` says) only where `wcswidth` reaches across a cluster boundary (`a` ZWJ
    /// `b` is 2 here, since its clusters take a cell each) or a cluster is wider than 2.
    public static func columns(of string: some StringProtocol) -> Int {
        let ascii = string.utf8.withContiguousStorageIfAvailable { bytes in
            TerminalSanitizer.isPrintableASCII(bytes) ? bytes.count : nil
        }
        if let ascii, let ascii { return ascii }
        // A scalar that never joins a neighbour (`StandaloneScalar`, as the cell buffer places
        // it) followed by another is a cluster of its own: it is measured straight from the
        // UTF-8. The last one before any other scalar may begin a cluster with it, so from
        // there on the text goes cluster by cluster.
        var total = 0
        let simpleBytes =
            string.utf8.withContiguousStorageIfAvailable { bytes -> Int in
                var offset = 0
                var lastStart = 0
                var lastWidth = 0
                while offset < bytes.count, let scalar = StandaloneScalar.at(bytes, offset) {
                    total += scalar.width
                    (lastStart, lastWidth) = (offset, scalar.width)
                    offset += scalar.length
                }
                guard offset < bytes.count, offset > 0 else { return offset }
                total -= lastWidth
                return lastStart
            } ?? 0
        if simpleBytes == string.utf8.count { return total }
        let rest = string.utf8.index(string.utf8.startIndex, offsetBy: simpleBytes)
        for character in string[rest...] { total += columns(of: character) }
        return total
    }

    /// The columns one cluster is drawn in: what `wcwidth` gives the part a cell keeps of it
    /// (its first 16 scalars), at most ``maximumClusterColumns``; under
    /// ``GraphemeWidthRule/codePoints``, an emoji ZWJ sequence is as wide as the emoji it is
    /// drawn as, side by side.
    public static func columns(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        if let apart = ZWJEmoji.drawnApart(character) { return ZWJEmoji.columns(of: apart) }
        return min(of(Grapheme.capped(character)), maximumClusterColumns)
    }
}

extension StringProtocol {
    /// The terminal columns this text is drawn in (``DisplayWidth/columns(of:)``).
    public var displayWidth: Int { DisplayWidth.columns(of: self) }
}

extension Character {
    /// The terminal columns this grapheme cluster is drawn in: at most 2, but for an emoji ZWJ
    /// sequence under ``GraphemeWidthRule/codePoints``.
    public var displayWidth: Int { DisplayWidth.columns(of: self) }
}

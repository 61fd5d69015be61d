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
/// A string measures as `wcswidth` measures the whole string, a ``Character`` as it measures
/// that cluster alone. The two agree except where `wcswidth` itself reaches across a cluster
/// boundary (a joiner or virama between clusters that do not join, such as `a` ZWJ `b`).
public enum DisplayWidth {
    /// The columns a string takes.
    public static func of(_ string: some StringProtocol) -> Int {
        let simpleWidth = string.utf8.withContiguousStorageIfAvailable(simpleWidth(of:)) ?? nil
        if let simpleWidth { return simpleWidth }
        return of(scalars: string.unicodeScalars)
    }

    /// The columns one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        return of(scalars: character.unicodeScalars)
    }

    /// Sums the widths of text made only of common scalars (printable ASCII, Hangul syllables,
    /// kana, CJK ideographs), each a cluster of its own; nil as soon as a scalar is anything else.
    private static func simpleWidth(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var width = 0
        var offset = 0
        while offset < bytes.count {
            guard let scalar = SimpleScalar(bytes, at: offset) else { return nil }
            width += scalar.width
            offset += scalar.length
        }
        return width
    }

    /// `wcswidth`'s walk over the scalars: widths gather per cluster and are added when the
    /// next cluster starts, so a mark, selector or joiner can still change its cluster's width.
    static func of(scalars: some Sequence<Unicode.Scalar>) -> Int {
        var total = 0
        var clusterWidth = 0
        // The last scalar measured with a width, which a VS15/VS16 or a mark may still change.
        var base: UInt32?
        var baseIsOpen = false
        var baseWidth = 0
        var afterVirama = false
        var skipsNext = false
        var precedingIndicators = 0
        for scalar in scalars {
            let value = scalar.value
            let isIndicator = (0x1F1E6...0x1F1FF).contains(value)
            defer { precedingIndicators = isIndicator ? precedingIndicators + 1 : 0 }
            if skipsNext {
                // The character after a zero-width joiner is part of the sequence it joins.
                skipsNext = false
                continue
            }
            if value == 0x200D {
                // After a virama the joiner only shapes the conjunct; the virama still joins.
                if !afterVirama {
                    skipsNext = true
                    baseWidth = 0
                }
                continue
            }
            if value == 0xFE0F, baseIsOpen, let base {
                if contains(WidthTables.widenedByVS16, base) { clusterWidth = 2 }
                baseIsOpen = false
                continue
            }
            if value == 0xFE0E, baseIsOpen, let base {
                if baseWidth == 2, contains(WidthTables.narrowedByVS15, base) { total -= 1 }
                baseIsOpen = false
                continue
            }
            if isIndicator, precedingIndicators % 2 == 1 {
                // The second indicator of a pair: the flag is as wide as its first.
                base = value
                continue
            }
            if (0x1F3FB...0x1F3FF).contains(value), let base, isEmojiBase(base) { continue }
            let width = scalarWidth(value)
            if width > 0 {
                if afterVirama {
                    clusterWidth = 2
                } else {
                    total += clusterWidth
                    clusterWidth = width
                }
                base = value
                baseIsOpen = true
                baseWidth = width
                afterVirama = false
            } else if contains(WidthTables.virama, value) {
                afterVirama = true
            } else if baseIsOpen, contains(WidthTables.spacingMark, value) {
                clusterWidth = 2
                baseIsOpen = false
                afterVirama = false
            } else {
                afterVirama = false
            }
        }
        return total + clusterWidth
    }

    /// The columns of one scalar on its own, as `wcwidth.wcwidth` gives them (0 for controls).
    static func scalarWidth(_ value: UInt32) -> Int {
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        // Hangul syllables and the CJK Unified Ideographs are the bulk of wide text.
        if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) { return 2 }
        if contains(WidthTables.zeroWidth, value) { return 0 }
        if contains(WidthTables.wide, value) { return 2 }
        return 1
    }

    /// Whether a skin-tone modifier after `value` belongs to it: an emoji or a regional indicator.
    private static func isEmojiBase(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value) || contains(WidthTables.extendedPictographic, value)
    }

    /// Whether one of the sorted, disjoint `ranges` holds `value`.
    static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension StringProtocol {
    /// The terminal columns this text takes (see ``DisplayWidth``).
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Character {
    /// The terminal columns this grapheme cluster takes.
    public var displayWidth: Int { DisplayWidth.of(self) }
}

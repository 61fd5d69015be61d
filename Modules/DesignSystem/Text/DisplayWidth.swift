/// How many terminal columns text takes, measured per grapheme cluster (Swift's `Character`).
///
/// East Asian Wide and Fullwidth characters take 2 columns, as do emoji shown in emoji
/// presentation (by default, or a text-default symbol followed by VS16) and ZWJ sequences,
/// which are one cluster. Combining marks and format characters take 0. Ambiguous-width
/// characters, box drawing among them, take 1. Control characters take 0: the sanitiser
/// removes them before anything is drawn.
public enum DisplayWidth {
    /// The columns one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if first.value < 0x7F { return 1 }
        if isRegionalIndicator(first), scalars.count > 1 { return 2 }
        let properties = first.properties
        if properties.isEmojiPresentation { return 2 }
        if properties.isEmoji, scalars.contains(variationSelector16) { return 2 }
        if isEastAsianWide(first) { return 2 }
        if isZeroWidth(first) { return 0 }
        return 1
    }

    /// The columns a string takes: the sum over its grapheme clusters.
    public static func of(_ string: some StringProtocol) -> Int {
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// Whether a scalar is drawn with no width of its own: combining marks, format characters,
    /// Hangul medial vowels and final consonants that follow a leading consonant.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            // U+00AD SOFT HYPHEN is a format character that terminals draw one column wide.
            return scalar.value != 0xAD
        default:
            return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
                || scalar.value == 0x200B
        }
    }

    static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var low = 0
        var high = eastAsianWideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = eastAsianWideRanges[middle]
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

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static let variationSelector16: Unicode.Scalar = "\u{FE0F}"
}

extension StringProtocol {
    /// The terminal columns this text takes (see ``DisplayWidth``).
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Character {
    /// The terminal columns this grapheme cluster takes: 0, 1 or 2.
    public var displayWidth: Int { DisplayWidth.of(self) }
}

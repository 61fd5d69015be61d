/// How many terminal columns text takes.
///
/// The rules follow what terminals do and what Python's `wcwidth` (the project's reference)
/// computes: East Asian Wide and Fullwidth characters and emoji in emoji presentation take 2;
/// a text-style symbol followed by VS16 takes 2; an emoji modifier (skin tone) after an emoji
/// base, and whatever follows a zero-width joiner, add nothing, so a ZWJ sequence is as wide as
/// its first emoji; a pair of regional indicators (a flag) takes 2; combining and enclosing
/// marks, format characters and Hangul medial vowels and final consonants take 0, so Hangul
/// jamo L+V(+T) take 2; ambiguous characters, box drawing among them, take 1. Control
/// characters take 0: the sanitiser removes them before anything is drawn.
public enum DisplayWidth {
    /// The columns a string takes.
    public static func of(_ string: some StringProtocol) -> Int {
        let asciiWidth = string.utf8.withContiguousStorageIfAvailable(asciiWidth(of:)) ?? nil
        if let asciiWidth { return asciiWidth }
        return of(scalars: string.unicodeScalars)
    }

    /// The columns one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        return of(scalars: character.unicodeScalars)
    }

    /// Sums the widths of printable ASCII bytes; nil as soon as a byte is anything else.
    private static func asciiWidth(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
        return bytes.count
    }

    private static func of(scalars: some Sequence<Unicode.Scalar>) -> Int {
        var total = 0
        var previous: Unicode.Scalar?
        var previousWidth = 0
        var joinsNext = false
        var flagIsOpen = false
        for scalar in scalars {
            defer { previous = scalar }
            let value = scalar.value
            if joinsNext {
                // What follows a zero-width joiner is part of the sequence it joins.
                joinsNext = false
                previousWidth = 0
                continue
            }
            if value == 0x200D {
                joinsNext = true
                continue
            }
            if value == 0xFE0F {
                if let previous, previousWidth == 1, previous.properties.isEmoji {
                    total += 1
                    previousWidth = 2
                }
                continue
            }
            let width: Int
            if (0x1F1E6...0x1F1FF).contains(value) {
                width = flagIsOpen ? 0 : 2
                flagIsOpen.toggle()
            } else {
                flagIsOpen = false
                if (0x1F3FB...0x1F3FF).contains(value), let previous, previous.properties.isEmojiModifierBase, previousWidth == 2 {
                    width = 0
                } else {
                    width = scalarWidth(scalar)
                }
            }
            total += width
            previousWidth = width
        }
        return total
    }

    /// The columns of one scalar on its own: 0, 1 or 2.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) { return 2 }
        if isZeroWidth(scalar) { return 0 }
        if isEastAsianWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Marks, format characters and the Hangul jamo that join a leading consonant.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return true
        case .format:
            // Prepended concatenation marks (Arabic number signs and the like) are drawn.
            return !((0x600...0x605).contains(value) || value == 0x6DD || value == 0x70F || value == 0x8E2 || value == 0x110BD)
        default:
            return false
        }
    }

    static func isEastAsianWide(_ value: UInt32) -> Bool {
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
}

extension StringProtocol {
    /// The terminal columns this text takes (see ``DisplayWidth``).
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Character {
    /// The terminal columns this grapheme cluster takes.
    public var displayWidth: Int { DisplayWidth.of(self) }
}

/// Neutralises untrusted text before it can reach the terminal.
///
/// Removes C0 and C1 control characters (keeping newline and tab, which layout handles), DEL,
/// every escape sequence (CSI, OSC including clipboard and hyperlink requests, DCS, SOS, PM, APC,
/// and unterminated control strings, which run to the end of the text), and the bidirectional
/// override and isolate characters that can make text display differently from what it says.
/// A sequence ends at the first character that cannot continue it, and that character stays.
///
/// ``CellBuffer`` runs every string it is given through here, so nothing drawn can bypass it;
/// apps use it directly for text they print themselves (messages on standard error).
public enum TerminalSanitizer {
    /// The text with every control character and escape sequence removed.
    public static func sanitize(_ text: String) -> String {
        if text.utf8.withContiguousStorageIfAvailable(isClean(utf8:)) == true { return text }
        guard text.unicodeScalars.contains(where: needsAttention) else { return text }
        let scalars = text.unicodeScalars
        var output = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            switch scalar.value {
            case 0x1B:
                index = endOfEscapeSequence(in: scalars, from: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                // C1 forms of DCS, SOS, OSC, PM and APC: a string runs until its terminator.
                index = endOfControlString(in: scalars, from: index)
            case 0x9B:
                index = endOfControlSequence(in: scalars, from: index)
            case 0x0A, 0x09:
                output.append(scalar)
            default:
                if !needsAttention(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// `json` with every character a terminal would act on (C0 and C1 controls, DEL, bidi
    /// controls) inside a string written as a `\uXXXX` escape, so JSON meant for a terminal or a
    /// tool keeps its meaning and no byte of it can steer the terminal; an encoder escapes only C0.
    /// Outside strings, where such an escape would not be JSON, the whitespace JSON allows stays
    /// (a carriage return becomes a space, which means the same), so valid JSON stays valid and
    /// parses to the same value; anything else there (invalid JSON already) is escaped as well.
    public static func escapingControls(inJSON json: String) -> String {
        guard json.unicodeScalars.contains(where: needsAttention) else { return json }
        var output = String.UnicodeScalarView()
        var isInString = false
        var isEscaped = false
        for scalar in json.unicodeScalars {
            if isInString {
                if needsAttention(scalar) {
                    appendEscape(of: scalar, to: &output)
                    isEscaped = false
                    continue
                }
                if isEscaped {
                    isEscaped = false
                } else if scalar == "\\" {
                    isEscaped = true
                } else if scalar == "\"" {
                    isInString = false
                }
                output.append(scalar)
                continue
            }
            switch scalar {
            case "\"":
                isInString = true
                output.append(scalar)
            case "\n", "\t":
                output.append(scalar)
            case "\r":
                output.append(" ")
            default:
                if needsAttention(scalar) { appendEscape(of: scalar, to: &output) } else { output.append(scalar) }
            }
        }
        return String(output)
    }

    private static func appendEscape(of scalar: Unicode.Scalar, to output: inout String.UnicodeScalarView) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
    }

    /// The text sanitised onto one line: as ``sanitize(_:)``, with line breaks and tabs turned
    /// into spaces.
    public static func sanitizeLine(_ text: String) -> String {
        if text.utf8.withContiguousStorageIfAvailable(isClean(utf8:)) == true { return text }
        return sanitize(text).replacingNewlines()
    }

    /// Whether the text holds anything ``sanitize(_:)`` would remove.
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { needsAttention($0) && $0 != "\n" && $0 != "\t" }
    }

    /// Whether UTF-8 `bytes` hold nothing ``sanitize(_:)`` would change: no C0 control (not even
    /// a newline), DEL, C1 control or bidi control. A byte scan, cheap enough for every draw.
    static func isClean(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        classify(utf8: bytes) != .needsSanitizing
    }

    /// What a text's UTF-8 holds, as far as drawing it goes.
    enum UTF8Content: Equatable {
        /// Printable ASCII only (0x20–0x7E): one cell per byte.
        case printableASCII
        /// Nothing ``sanitize(_:)`` would change, and something beyond ASCII.
        case clean
        /// Something ``sanitize(_:)`` would change.
        case needsSanitizing
    }

    /// Classifies `bytes` in one pass, eight bytes at a time: a word with no byte that can start
    /// trouble (a C0 control, DEL, or the lead byte of a C1 or bidi control: C2, D8, E2) passes
    /// whole; only a word with one is looked at byte by byte.
    static func classify(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UTF8Content {
        guard let base = bytes.baseAddress else { return .printableASCII }
        let count = bytes.count
        var index = 0
        var highBits: UInt64 = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if mayStartTrouble(word) {
                for offset in index..<index + 8 where !isHarmless(base, at: offset, count: count) { return .needsSanitizing }
            }
            highBits |= word
            index += 8
        }
        while index < count {
            guard isHarmless(base, at: index, count: count) else { return .needsSanitizing }
            highBits |= UInt64(base[index])
            index += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0 ? .printableASCII : .clean
    }

    /// Whether `bytes` are all printable ASCII (0x20–0x7E), looked at eight at a time.
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // A top bit, a byte below 0x20, or a DEL (0x7F + 1 carries into the top bit).
            if (word | ((word &- ones &* 0x20) & ~word) | (word &+ ones)) & tops != 0 { return false }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte >= 0x7F { return false }
            index += 1
        }
        return true
    }

    /// Whether the byte at `index` starts nothing ``sanitize(_:)`` would change.
    @inline(__always)
    private static func isHarmless(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Bool {
        let byte = base[index]
        guard Self.mayNeedAttention(byte) else { return true }
        switch byte {
        case 0x00..<0x20, 0x7F:
            return false
        case 0xC2:  // U+0080–U+009F, the C1 controls
            return !(index + 1 < count && (0x80...0x9F).contains(base[index + 1]))
        case 0xD8:  // U+061C ARABIC LETTER MARK
            return !(index + 1 < count && base[index + 1] == 0x9C)
        case 0xE2:  // U+200E, U+200F, U+202A–U+202E, U+2066–U+2069
            guard index + 2 < count else { return true }
            let second = base[index + 1]
            let third = base[index + 2]
            if second == 0x80, third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third) { return false }
            if second == 0x81, (0xA6...0xA9).contains(third) { return false }
            return true
        default:
            return true
        }
    }

    /// Whether some byte of `word` is below 0x20 or is 0x7F, 0xC2, 0xD8 or 0xE2 (the usual bit
    /// tricks for "some byte is less than" and "some byte is zero"; each is exact about whether
    /// any byte is, which is all that is asked).
    @inline(__always)
    private static func mayStartTrouble(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & tops }
        let belowSpace = (word &- ones &* 0x20) & ~word & tops
        return belowSpace | hasZeroByte(word ^ (ones &* 0x7F)) | hasZeroByte(word ^ (ones &* 0xC2)) | hasZeroByte(word ^ (ones &* 0xD8))
            | hasZeroByte(word ^ (ones &* 0xE2)) != 0
    }

    /// Whether `byte` is a C0 control, DEL, or the lead byte of a C1 or bidi control (C2, D8, E2).
    @inline(__always)
    private static func mayNeedAttention(_ byte: UInt8) -> Bool {
        switch byte >> 6 {
        case 0: byte < 0x20
        case 1: byte == 0x7F
        case 2: false
        default: byte == 0xC2 || byte == 0xD8 || byte == 0xE2
        }
    }

    static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || isBidiControl(value)
    }

    private static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// Where the sequence begun by an ESC ends: after a CSI, a control string, or an ESC
    /// with intermediates and a final byte. A character that cannot continue the sequence is
    /// not part of it, so `ESC [31한` keeps `한`, as a terminal would show it.
    private static func endOfEscapeSequence(in scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index {
        guard start < scalars.endIndex else { return start }
        let introducer = scalars[start].value
        let next = scalars.index(after: start)
        switch introducer {
        case 0x5B:  // [
            return endOfControlSequence(in: scalars, from: next)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return endOfControlString(in: scalars, from: next)
        case 0x20...0x2F:
            // nF sequences such as ESC ( B: intermediates, then one final byte.
            var index = next
            while index < scalars.endIndex, (0x20...0x2F).contains(scalars[index].value) { scalars.formIndex(after: &index) }
            if index < scalars.endIndex, (0x30...0x7E).contains(scalars[index].value) { scalars.formIndex(after: &index) }
            return index
        case 0x30...0x7E:
            return next
        default:
            return start
        }
    }

    /// Where a CSI ends: after its parameter and intermediate bytes and its final byte, or
    /// before the first character that belongs to none of them.
    private static func endOfControlSequence(in scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index {
        var index = start
        while index < scalars.endIndex {
            let value = scalars[index].value
            guard (0x20...0x7E).contains(value) else { return index }
            scalars.formIndex(after: &index)
            if value >= 0x40 { return index }
        }
        return index
    }

    /// Where a control string ends: after BEL, ST or C1 ST; before an ESC that starts anything
    /// but ST, or a CAN or SUB, which abort it as they do in a terminal. Unterminated, it runs
    /// to the end of the text.
    private static func endOfControlString(in scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index {
        var index = start
        while index < scalars.endIndex {
            let value = scalars[index].value
            switch value {
            case 0x07, 0x9C:
                return scalars.index(after: index)
            case 0x18, 0x1A:
                return index
            case 0x1B:
                let next = scalars.index(after: index)
                if next < scalars.endIndex, scalars[next] == "\\" { return scalars.index(after: next) }
                return index
            default:
                scalars.formIndex(after: &index)
            }
        }
        return index
    }
}

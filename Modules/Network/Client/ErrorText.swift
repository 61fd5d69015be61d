/// Makes text a server chose (JSON keys, body excerpts, header values, system messages quoting
/// them) safe to put in an error message, a log line or on a terminal.
///
/// The rules are the terminal gate's (DesignSystem's sanitiser; Network cannot import it):
/// escape sequences (CSI, OSC, DCS, SOS, PM, APC, nF), C0 and C1 controls and DEL, and the
/// bidirectional controls go. On top of that, because error text is one line and must read as
/// what it says: line and paragraph separators, newlines and tabs become spaces, and invisible
/// characters (zero-width space, joiners, word joiner, byte order mark, soft hyphen) go.
enum ErrorText {
    /// `text` with every control, escape sequence and invisible character removed.
    static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { needsAttention($0.value) }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            index += 1
            switch value {
            case 0x1B: index = endOfEscapeSequence(scalars, from: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: index = endOfControlString(scalars, from: index)
            case 0x9B: index = endOfCSI(scalars, from: index)
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: output.append(" ")
            default: if !needsAttention(value) { output.append(scalars[index - 1]) }
            }
        }
        return String(output)
    }

    private static func needsAttention(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || isBidiControl(value) || isInvisible(value)
            || value == 0x2028 || value == 0x2029
    }

    private static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    private static func isInvisible(_ value: UInt32) -> Bool {
        (0x200B...0x200D).contains(value) || (0x2060...0x2064).contains(value)
            || value == 0xFEFF || value == 0x00AD || value == 0x180E
    }

    /// The index after the sequence that an ESC at `index - 1` starts.
    private static func endOfEscapeSequence(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        guard index < scalars.count else { return index }
        switch scalars[index] {
        case "[": return endOfCSI(scalars, from: index + 1)
        case "]", "P", "X", "^", "_": return endOfControlString(scalars, from: index + 1)
        default:
            // nF sequences: intermediates 0x20–0x2F, then one final character.
            var end = index
            while end < scalars.count, (0x20...0x2F).contains(scalars[end].value) { end += 1 }
            return min(scalars.count, end + 1)
        }
    }

    /// The index after a CSI's parameters and final byte; a character that cannot be part of a
    /// CSI ends it without being swallowed.
    private static func endOfCSI(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var end = index
        while end < scalars.count, (0x20...0x3F).contains(scalars[end].value) { end += 1 }
        if end < scalars.count, (0x40...0x7E).contains(scalars[end].value) { end += 1 }
        return end
    }

    /// The index after a control string's terminator: BEL, ST (ESC \ or C1 ST), or, unterminated,
    /// the end of the text.
    private static func endOfControlString(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var end = index
        while end < scalars.count {
            switch scalars[end].value {
            case 0x07, 0x9C: return end + 1
            case 0x1B where end + 1 < scalars.count && scalars[end + 1] == "\\": return end + 2
            default: end += 1
            }
        }
        return end
    }
}

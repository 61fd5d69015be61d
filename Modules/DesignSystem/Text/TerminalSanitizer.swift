/// Neutralises untrusted text before it can reach the terminal.
///
/// Removes C0 and C1 control characters (keeping newline and tab, which layout handles), DEL,
/// every escape sequence (CSI, OSC including clipboard and hyperlink requests, DCS, SOS, PM, APC,
/// and unterminated ones, which run to the end of the text), and the bidirectional override
/// and isolate characters that can make text display differently from what it says.
public enum TerminalSanitizer {
    /// The text with every control character and escape sequence removed.
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsAttention) else { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                // C1 forms of DCS, SOS, OSC, PM and APC: a string runs until its terminator.
                skipControlString(&scalars)
            case 0x9B:
                skipCSIParameters(&scalars)
            case 0x0A, 0x09:
                output.append(scalar)
            default:
                if !needsAttention(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// Whether the text holds anything ``sanitize(_:)`` would remove.
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { needsAttention($0) && $0 != "\n" && $0 != "\t" }
    }

    private static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || isBidiControl(value)
    }

    private static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// Skips what follows an ESC: a CSI, a control string, or a two- or three-character sequence.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[": skipCSIParameters(&scalars)
        case "]", "P", "X", "^", "_": skipControlString(&scalars)
        default:
            // nF sequences (ESC, intermediates 0x20–0x2F, a final byte) such as ESC ( B.
            var current = introducer
            while (0x20...0x2F).contains(current.value), let next = scalars.next() { current = next }
        }
    }

    /// Skips CSI parameter and intermediate bytes up to and including the final byte.
    private static func skipCSIParameters(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) { return }
            if !(0x20...0x3F).contains(scalar.value) { return }
        }
    }

    /// Skips a control string up to BEL, ST (ESC \) or C1 ST; unterminated, it runs to the end.
    private static func skipControlString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                if let next = scalars.next(), next == "\\" { return }
            default: continue
            }
        }
    }
}

/// Reads the key of a kitty keyboard protocol report, `ESC [ code[:alternates] [; modifiers[:event] [; text]] u`,
/// into a ``Key``: Esc (27), Enter (13), Tab (9, Shift-Tab with shift), Backspace (127) and the
/// keypad's Enter, Ctrl with a letter (Ctrl-I and Ctrl-M as the letters, not Tab and Enter),
/// Alt with a character, and plain characters. The modifiers are 1 plus bits: shift 1, alt 2,
/// ctrl 4, super 8, hyper 16, meta 32, caps lock 64, num lock 128 (the locks change nothing
/// here). A release, a key with super, hyper or meta (the desktop's, not the app's), a
/// functional key the toolkit has no ``Key`` for, and a malformed report are no key.
enum KittyKeyReport {
    private static let shift = 1
    private static let alt = 2
    private static let control = 4
    /// Super, hyper and meta.
    private static let system = 8 | 16 | 32
    /// The event number of a release (1 is a press, 2 a repeat).
    private static let release = 3
    /// Kitty's own code for the keypad's Enter, in the private use area with its other
    /// functional keys.
    private static let keypadEnter = 57414

    /// The key `parameters` (the bytes between `ESC [` and the final `u`) stand for, or nil.
    static func key(parameters: [UInt8]) -> Key? {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard let keyField = fields.first, fields.count <= 3,
            let code = number(keyField.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).first)
        else { return nil }
        var modifiers = 0
        if fields.count > 1, !fields[1].isEmpty {
            let parts = fields[1].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            guard parts.count <= 2, let encoded = number(parts.first), encoded >= 1 else { return nil }
            if parts.count == 2 {
                guard let event = number(parts[1]) else { return nil }
                if event == release { return nil }
            }
            modifiers = encoded - 1
        }
        switch code {
        case 27: return .escape
        case 13, keypadEnter: return .enter
        case 9: return modifiers & shift != 0 ? .backTab : .tab
        case 127, 8: return .backspace
        default: break
        }
        guard modifiers & system == 0, let scalar = Unicode.Scalar(code) else { return nil }
        // Controls and kitty's functional keys (the private use area it puts them in) are no text.
        guard code >= 0x20, !(0x7F...0x9F).contains(code), !(57344...63743).contains(code) else { return nil }
        var character = Character(scalar)
        if modifiers & control != 0 {
            guard character.isASCII, character.isLetter else { return nil }
            return .control(Character(character.lowercased()))
        }
        if modifiers & shift != 0, character.isASCII, character.isLowercase { character = Character(character.uppercased()) }
        return modifiers & alt != 0 ? .alt(character) : .character(character)
    }

    /// A decimal number of at most 7 digits (enough for any code point), or nil.
    private static func number(_ digits: ArraySlice<UInt8>?) -> Int? {
        guard let digits, !digits.isEmpty, digits.count <= 7, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}

extension KeyHint {
    /// The key a click on this hint presses: the first key its name gives (`Enter/1-9` is
    /// Enter, `^C` Ctrl-C, `n` the letter); nil for a hint that names several (`↑↓`, `←→`).
    var pressedKey: Key? {
        let first = key.split(separator: "/").first.map(String.init) ?? key
        switch first {
        case "Enter": return .enter
        case "Esc": return .escape
        case "Tab": return .tab
        case "Space": return .character(" ")
        case "PgUp": return .pageUp
        case "PgDn": return .pageDown
        case "Home": return .home
        case "End": return .end
        case "Del": return .delete
        default: break
        }
        let characters = Array(first)
        if characters.count == 2, characters[0] == "^", let letter = characters[1].lowercased().first, letter.isLetter, letter.isASCII {
            return .control(letter)
        }
        // One printable ASCII key; arrows and other symbols name moves, not one key.
        guard characters.count == 1, let scalar = characters[0].unicodeScalars.first, characters[0].unicodeScalars.count == 1,
            (0x21...0x7E).contains(scalar.value)
        else { return nil }
        return .character(characters[0])
    }
}

extension KeyHint {
    /// The key a click on this hint presses: the first key its name gives (`Enter/1-9` is
    /// Enter, `^C` Ctrl-C, `n` the letter); nil for a hint that names several (`↑↓`, `←→`).
    var pressedKey: Key? {
        if let read = key.utf8.withContiguousStorageIfAvailable(Self.pressedKey(ascii:)), let answer = read { return answer }
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

    /// ``pressedKey`` read straight from the name's bytes when they are printable ASCII, each
    /// byte a character: the status bar asks on every frame, and splitting the name into
    /// strings and characters took an eighth of a small screen's frame. Nil (the outer
    /// optional) for any other name, which takes the general path.
    private static func pressedKey(ascii name: UnsafeBufferPointer<UInt8>) -> Key?? {
        guard name.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        // The first part between slashes that is not empty, else the whole name.
        let slash = UInt8(ascii: "/")
        var start = 0
        while start < name.count, name[start] == slash { start += 1 }
        var end = start
        while end < name.count, name[end] != slash { end += 1 }
        let first = start < name.count ? UnsafeBufferPointer(rebasing: name[start..<end]) : name
        switch String(decoding: first, as: UTF8.self) {
        case "Enter": return .some(.enter)
        case "Esc": return .some(.escape)
        case "Tab": return .some(.tab)
        case "Space": return .some(.character(" "))
        case "PgUp": return .some(.pageUp)
        case "PgDn": return .some(.pageDown)
        case "Home": return .some(.home)
        case "End": return .some(.end)
        case "Del": return .some(.delete)
        default: break
        }
        if first.count == 2, first[0] == UInt8(ascii: "^") {
            let letter = first[1] | 0x20  // lower case, for letters
            guard letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z") else { return .some(nil) }
            return .some(.control(Character(Unicode.Scalar(letter))))
        }
        guard first.count == 1, first[0] > 0x20 else { return .some(nil) }
        return .some(.character(Character(Unicode.Scalar(first[0]))))
    }
}

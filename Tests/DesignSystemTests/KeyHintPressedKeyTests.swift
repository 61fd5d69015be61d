import Testing

@testable import DesignSystem

/// What a click on a key hint presses, read from the hint's name: the first key it names, nil
/// for a name that stands for several keys. Names of printable ASCII take a byte path of their
/// own, the rest the general one; both answer the same way.
@Suite("A key hint's pressed key")
struct KeyHintPressedKeyTests {
    @Test(
        "the first part of the name, between slashes, is the key",
        arguments: [
            ("Enter/1-9", Key.enter), ("Esc", .escape), ("Tab", .tab), ("Space", .character(" ")), ("PgUp/PgDn", .pageUp),
            ("PgDn", .pageDown), ("Home", .home), ("End", .end), ("Del", .delete), ("^C", .control("c")), ("^c", .control("c")),
            ("x", .character("x")), ("/", .character("/")), ("//a", .character("a")), ("a/b", .character("a")), ("?", .character("?")), ("^", .character("^")),
        ] as [(String, Key)])
    func namedKey(name: String, key: Key) {
        #expect(KeyHint(key: name, label: "label").pressedKey == key)
    }

    @Test(
        "a name for several keys, or none, presses nothing",
        arguments: ["↑↓", "←→", "1-9", "^[", "^1", " ", "", "ab", "Enter ", "é", "^é", "Ctrl-C"])
    func noKey(name: String) {
        #expect(KeyHint(key: name, label: "label").pressedKey == nil)
    }
}

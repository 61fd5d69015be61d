import DesignSystem
import Testing

/// The text field's fast paths (typing and deleting at the end) edit exactly as the plain
/// grapheme-by-grapheme rules do.
@Suite("Text field state")
struct TextFieldStateTests {
    /// The plain rules: the text as graphemes, edited at the cursor, counted afresh each time.
    private struct Reference {
        var text = ""
        var cursor = 0

        mutating func apply(_ key: Key) {
            switch key {
            case .character(let character): insert(String(character))
            case .paste(let string): insert(string)
            case .backspace where cursor > 0:
                text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
                cursor -= 1
            case .delete where cursor < text.count:
                text.remove(at: text.index(text.startIndex, offsetBy: cursor))
            case .left: cursor = max(0, cursor - 1)
            case .right: cursor = min(text.count, cursor + 1)
            case .home: cursor = 0
            case .end: cursor = text.count
            default: break
            }
        }

        private mutating func insert(_ string: String) {
            let split = text.index(text.startIndex, offsetBy: cursor)
            let before = String(text[..<split]) + string
            text = before + text[split...]
            cursor = before.count
        }
    }

    @Test("random edits with Korean, combining marks, emoji and flags match the plain rules")
    func matchesPlainRules() {
        let keys: [Key] = [
            .character("a"), .character("한"), .character("\u{301}"), .character("👍"), .character("\u{1F3FD}"),
            .character("🇰"), .character("🇷"), .character("\u{200D}"), .paste("e\u{301}x"), .backspace, .backspace,
            .delete, .left, .left, .right, .home, .end, .end,
        ]
        var generator = SplitMix(state: 16)
        for _ in 0..<200 {
            var state = TextFieldState()
            var reference = Reference()
            for _ in 0..<40 {
                let key = keys[Int(generator.next() % UInt64(keys.count))]
                _ = state.handle(key)
                reference.apply(key)
                #expect(state.text == reference.text && state.cursor == reference.cursor, "after \(key)")
            }
        }
    }
}

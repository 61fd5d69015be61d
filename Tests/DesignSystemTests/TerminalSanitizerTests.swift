import Testing
import DesignSystem

@Suite("Terminal sanitiser")
struct TerminalSanitizerTests {
    @Test("escape sequences and controls never survive", arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}[2J\u{1B}[Hclear", "clear"),
        ("\u{1B}]52;c;aGVsbG8=\u{7}copied", "copied"),
        ("\u{1B}]52;c;aGVsbG8=\u{1B}\\copied", "copied"),
        ("\u{1B}]8;;http://evil.example\u{7}link\u{1B}]8;;\u{7}", "link"),
        ("\u{1B}P1$qm\u{1B}\\dcs", "dcs"),
        ("\u{1B}_apc payload\u{1B}\\after", "after"),
        ("\u{1B}(Bcharset", "charset"),
        ("\u{9B}31mC1 csi", "C1 csi"),
        ("\u{9D}0;title\u{9C}osc", "osc"),
        ("bell\u{7}del\u{7F}cr\rnul\u{0}", "belldelcrnul"),
        ("\u{202E}evil\u{202C} \u{2066}iso\u{2069}", "evil iso"),
        ("unterminated \u{1B}]0;title", "unterminated "),
        ("trailing escape \u{1B}", "trailing escape "),
        ("안녕 🎲 café", "안녕 🎲 café"),
    ])
    func sanitize(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
        #expect(TerminalSanitizer.isClean(TerminalSanitizer.sanitize(input)))
    }

    @Test("newlines and tabs stay for layout to handle")
    func layoutControls() {
        #expect(TerminalSanitizer.sanitize("a\nb\tc") == "a\nb\tc")
    }

    @Test("text built into a component is sanitised where it enters")
    func textComponentSanitises() {
        let frame = Text("\u{1B}[31mHi\u{1B}]52;c;eA==\u{7}").rendered(size: Size(width: 10, height: 1))
        #expect(frame.plainText == "Hi")
    }
}

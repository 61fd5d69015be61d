import DesignSystem
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "each grapheme cluster takes the columns wcwidth 0.9.4 gives it",
        arguments: [
            ("a", 1), ("한", 2), ("ㄱ", 2), ("あ", 2), ("ア", 2), ("漢", 2), ("𠀀", 2), ("Ａ", 2), ("ｱ", 1), ("ｶﾞ", 2),
            ("e\u{301}", 1), ("\u{301}", 0), ("\u{200B}", 0), ("\u{AD}", 1),
            ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("👩‍💻", 2), ("🇰🇷", 2), ("🇰", 2), ("🏻", 2), ("a🏻", 3),
            ("❤️", 2), ("❤", 1), ("☺️", 2), ("✈\u{FE0E}", 1), ("⌚", 2), ("⌚\u{FE0E}", 1), ("1️⃣", 2), ("1\u{20E3}", 1),
            ("─", 1), ("│", 1), ("╭", 1), ("…", 1), ("é", 1),
            ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{1100}", 2), ("\u{1161}", 0),
            ("का", 2), ("कि", 2), ("क्ष", 2),
        ])
    func clusterWidth(text: String, width: Int) {
        #expect(text.displayWidth == width)
    }

    @Test("control characters take no columns")
    func controls() {
        #expect("\u{1B}".displayWidth == 0)
        #expect("\u{7}".displayWidth == 0)
        #expect("\u{9B}".displayWidth == 0)
    }

    @Test("a string takes the sum of its clusters")
    func strings() {
        #expect("Hello".displayWidth == 5)
        #expect("안녕하세요".displayWidth == 10)
        #expect("日本語 text".displayWidth == 11)
        #expect("Tap 👍🏽!".displayWidth == 7)
        #expect("🇰🇷🇯".displayWidth == 4)
    }

    @Test("a joiner between clusters that do not join hides the next one, as wcswidth does")
    func joinerAcrossClusters() {
        let text = "a\u{200D}b"
        #expect(text.displayWidth == 1)
        #expect(text.map(\.displayWidth) == [1, 1])
    }
}

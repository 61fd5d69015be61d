import DesignSystem
import Testing

@Suite("Text layout")
struct TextLayoutTests {
    @Test("wraps at spaces by display width")
    func wrapsAtSpaces() {
        #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    }

    @Test("wraps Korean by columns, two per syllable")
    func wrapsKorean() {
        #expect(TextLayout.wrap("안녕하세요 반갑습니다", width: 10) == ["안녕하세요", "반갑습니다"])
        #expect(TextLayout.wrap("가나다라마바", width: 5) == ["가나", "다라", "마바"])
    }

    @Test("breaks a word longer than the width")
    func breaksLongWords() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test("keeps explicit newlines")
    func newlines() {
        #expect(TextLayout.wrap("one\ntwo", width: 10) == ["one", "two"])
    }

    @Test("truncates with an ellipsis by display width")
    func truncates() {
        #expect(TextLayout.truncate("Hello, world", width: 8) == "Hello,…")
        #expect(TextLayout.truncate("한국어 제목", width: 6) == "한국…")
        #expect(TextLayout.truncate("short", width: 8) == "short")
        #expect(TextLayout.truncate("🎲🎲🎲", width: 4) == "🎲…")
    }

    @Test("layout measures as the cells draw: no wrapped line is wider than asked, whatever wcswidth says across clusters")
    func layoutAgreesWithCells() {
        #expect(TextLayout.wrap("a\u{200D}b", width: 1) == ["a\u{200D}", "b"])
        for text in ["a\u{200D}b", "a\u{1F3FB}b", "x\u{600}\u{1F9D1}y", "\u{1100}\u{1100}\u{1100}z"] {
            for width in 1...4 {
                for line in TextLayout.wrap(text, width: width) {
                    var buffer = CellBuffer(size: Size(width: 10, height: 1))
                    let used = buffer.write(line, x: 0, y: 0)
                    #expect(used == line.displayWidth)
                    #expect(used <= max(width, 2), "\(line) at width \(width)")
                }
                let cut = TextLayout.truncate(text, width: width)
                var buffer = CellBuffer(size: Size(width: 10, height: 1))
                #expect(buffer.write(cut, x: 0, y: 0) <= width, "\(cut) at width \(width)")
            }
        }
    }
}

import Testing

@testable import DesignSystem

@Suite("Wrap cache")
struct WrapCacheTests {
    @Test("a text wrapped again at the same width gives the same lines without wrapping again")
    func reusesLines() {
        let cache = WrapCache()
        var wraps = 0
        let wrap = { () -> [String] in
            wraps += 1
            return ["one", "two"]
        }
        #expect(cache.lines(of: "one two", width: 4, wrap: wrap) == ["one", "two"])
        #expect(cache.lines(of: "one two", width: 4, wrap: wrap) == ["one", "two"])
        #expect(wraps == 1)
        _ = cache.lines(of: "one two", width: 5, wrap: wrap)
        #expect(wraps == 2)
    }

    @Test("the cache stays within its bounds: a full cache starts again, a long text is never kept")
    func bounded() {
        let cache = WrapCache()
        for index in 0..<WrapCache.capacity { _ = cache.lines(of: "text \(index)", width: 10) { ["\(index)"] } }
        #expect(cache.count == WrapCache.capacity)
        _ = cache.lines(of: "one more", width: 10) { ["more"] }
        #expect(cache.count == 1)
        let long = String(repeating: "a ", count: WrapCache.maximumTextBytes)
        _ = cache.lines(of: long, width: 10) { ["long"] }
        #expect(cache.count == 1)
    }

    @Test("wrapping through the cache gives what wrapping anew gives, at every width")
    func sameLines() {
        let texts = [
            "유니코드 글자 폭을 정리하면서 배운 점: 한 줄에 넣을 수 없는 글은 단어 사이에서 나뉜다 🎉 and so does English text",
            "Two players share the app: player 1 signs in as a member, player 2 plays as a guest.\n\nA second paragraph.",
            "写真5枚で見る朝のランニング、週末のキャンプ記録 ⛺ そして雨の日の散歩 ☔",
        ]
        for text in texts {
            for width in 1...60 {
                let expected = text.utf8.contains(0x0A) || text.displayWidth > width ? TextLayout.wrapParagraphs(text, width: width) : nil
                let lines = TextLayout.wrap(text, width: width)
                if let expected { #expect(lines == expected, "width \(width)") }
                #expect(TextLayout.wrap(text, width: width) == lines)
            }
        }
    }
}

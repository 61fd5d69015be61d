import DesignSystem
import Testing

@Suite("Cell buffer")
struct CellBufferTests {
    @Test("a wide grapheme takes two cells and prints once")
    func wideGrapheme() {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        let used = buffer.write("한a", x: 0, y: 0)
        #expect(used == 3)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer.plainText == "한a")
    }

    @Test("a wide grapheme that would be cut at the edge becomes a space")
    func wideAtEdge() {
        var buffer = CellBuffer(size: Size(width: 3, height: 1))
        buffer.write("a한글", x: 0, y: 0)
        #expect(buffer.plainTextLines == ["a한"])
        var clipped = CellBuffer(size: Size(width: 4, height: 1))
        clipped.write("ab한", x: 0, y: 0, maxWidth: 3)
        #expect(clipped[2, 0].grapheme == " ")
        #expect(!clipped[3, 0].isContinuation)
    }

    @Test("overwriting half of a wide grapheme clears the other half")
    func overwriteHalf() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        buffer.write("한글", x: 0, y: 0)
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.plainText == " x글")
        buffer.write("y", x: 2, y: 0)
        #expect(buffer.plainText == " xy")
    }

    @Test("a cluster wider than 2 columns never sits in one cell: it takes two, as the layout counts it, and what follows lines up")
    func clusterWiderThanTwo() {
        for cluster in ["a\u{1F3FB}", "\u{600}\u{1F9D1}", "\u{1100}\u{1100}\u{1100}"] {
            var buffer = CellBuffer(size: Size(width: 8, height: 1))
            let used = buffer.write(cluster + "b", x: 1, y: 0)
            #expect(used == (cluster + "b").displayWidth)
            #expect(used == 3)
            #expect(buffer[2, 0].isContinuation)
            #expect(buffer[3, 0].grapheme == "b")
            #expect(buffer[1, 0].grapheme.displayWidth == 2)
            #expect(DisplayWidth.of(buffer[1, 0].grapheme) <= 2, "\(cluster) is drawn as \(buffer[1, 0].grapheme)")
        }
    }

    @Test("the fuzz finding: U+0903 U+0600 🧑 written at x = -19 in 44 columns leaves no cell wider than 2 and touches no cell outside its range")
    func fuzzFindingWideClusterAtNegativeX() {
        let before = CellBuffer(size: Size(width: 40, height: 1))
        var buffer = before
        buffer.write(String(repeating: "\u{903}\u{600}\u{1F9D1}", count: 12), x: -19, y: 0, maxWidth: 44)
        for x in 0..<40 where !buffer[x, 0].isContinuation {
            let width = DisplayWidth.of(buffer[x, 0].grapheme)
            #expect(width <= 2, "cell \(x) holds \(width) columns")
            #expect(width < 2 || (x + 1 < 40 && buffer[x + 1, 0].isContinuation), "cell \(x) is wide without its right half")
        }
        // x = -19, 44 columns: the write covers columns 0 to 24, nothing past them.
        for x in 25..<40 { #expect(buffer[x, 0] == before[x, 0]) }
    }

    @Test("a wide cluster cut by the left edge leaves a space in column 0, not a stale cell")
    func wideCutAtTheLeftEdge() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        buffer.write("zzzz", x: 0, y: 0)
        buffer.write("한b", x: -1, y: 0)
        #expect(buffer.plainTextLines == [" bzz"])
    }

    @Test("writes outside the buffer are clipped")
    func clipping() {
        var buffer = CellBuffer(size: Size(width: 3, height: 2))
        buffer.write("abcdef", x: -2, y: 0)
        buffer.write("zzz", x: 0, y: 5)
        #expect(buffer.plainTextLines == ["cde", ""])
    }

    @Test("printable runs clipped by the left edge inside text that is not all ASCII are drawn from the first visible column")
    func clippedRunInMixedText() {
        var buffer = CellBuffer(size: Size(width: 8, height: 1))
        buffer.write("abcdef한", x: -2, y: 0)
        #expect(buffer.plainTextLines == ["cdef한"])
        buffer.write("xyz한ab", x: -4, y: 0)
        #expect(buffer.plainTextLines == [" abf한"])
    }

    @Test(
        "any x, width and limit a caller passes is clipped, never overflows",
        arguments: [Int.min, Int.min + 1, -1_000_000, -3, 0, 5, Int.max - 1, Int.max])
    func extremeCoordinates(x: Int) {
        var buffer = CellBuffer(size: Size(width: 6, height: 1))
        for text in ["abcdefgh", "abc한def", "한"] {
            for width in [Int.min, -1, 0, 1, 4, Int.max] {
                _ = buffer.write(text, x: x, y: 0, maxWidth: width)
                _ = buffer.write(text, x: x, y: 0, truncatingTo: width)
            }
            _ = buffer.write(text, x: x, y: 0)
        }
        #expect(buffer.plainTextLines.allSatisfy { DisplayWidth.columns(of: $0) <= 6 })
    }

    @Test("a letter with 10,000 combining marks keeps 16 scalars in its cell, whichever way it is drawn; what follows it is still drawn")
    func longClusterIsCapped() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 10_000)
        var buffer = CellBuffer(size: Size(width: 4, height: 3))
        #expect(buffer.write(zalgo + "b", x: 0, y: 0) == 2)
        buffer.fill(Rect(x: 0, y: 1, width: 1, height: 1), with: zalgo)
        let cell = Cell(grapheme: zalgo, style: .plain)
        for grapheme in [buffer[0, 0].grapheme, buffer[0, 1].grapheme, cell.grapheme] {
            #expect(grapheme.unicodeScalars.count == 16)
            #expect(grapheme.unicodeScalars.first == "a")
        }
        #expect(buffer[1, 0].grapheme == "b")
    }

    @Test("the longest real emoji sequences are kept whole")
    func longEmojiKept() {
        for emoji in ["👩🏻\u{200D}❤️\u{200D}💋\u{200D}👨🏼", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "👨🏻\u{200D}👩🏻\u{200D}👧🏻\u{200D}👦🏻"] {
            var buffer = CellBuffer(size: Size(width: 4, height: 1))
            buffer.write(emoji, x: 0, y: 0)
            #expect(buffer[0, 0].grapheme == emoji)
        }
    }
}

/// Writing with truncation in one pass draws exactly what measuring first and writing did.
@Suite("Cell buffer: one-pass truncation")
struct CellBufferTruncationTests {
    static let texts = [
        "", "a", "plain ascii text", "ends with spaces   then more", "로그인 흐름 리팩터링: 배운 점 🎉", "写真5枚で見る朝のランニング 📷",
        "a한b글c", "👨‍👩‍👧 family", "e\u{301}\u{302} accents", "tab\there", "escape \u{1B}[31mred\u{1B}[0m done", "Ａｂｃ full width",
    ]

    @Test("every line at every width from 1 to 30 matches TextLayout.truncate written whole", arguments: texts)
    func matchesTruncate(raw: String) {
        // A table hands the buffer its cells as lines (sanitizeLine: tabs and newlines become spaces).
        let text = TerminalSanitizer.sanitizeLine(raw)
        for width in 1...30 {
            var oneStep = CellBuffer(size: Size(width: 40, height: 1))
            oneStep.fill(oneStep.area, with: "x")
            let used = oneStep.write(text, x: 3, y: 0, truncatingTo: width)
            var twoSteps = CellBuffer(size: Size(width: 40, height: 1))
            twoSteps.fill(twoSteps.area, with: "x")
            let cut = TextLayout.truncate(text, width: width)
            let expectedUsed = twoSteps.write(cut, x: 3, y: 0, maxWidth: width)
            // The cells past what the cut text takes are cleared up to the width when it was cut.
            if cut != text {
                for column in (3 + expectedUsed)..<(3 + width) { twoSteps.write(" ", x: column, y: 0) }
            }
            #expect(oneStep.plainText == twoSteps.plainText, "width \(width): \(oneStep.plainText) vs \(twoSteps.plainText)")
            #expect(used == expectedUsed, "width \(width)")
        }
    }
}

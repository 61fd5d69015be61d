import Testing

@testable import DesignSystem

/// The cell buffer places simple and lone scalars straight from the bytes, trusting that
/// between two of them the grapheme cluster always breaks. These check that trust against the
/// standard library's grapheme breaking for every lone scalar, and the width against what the
/// cluster-by-cluster path gives.
@Suite("Lone scalars")
struct LoneScalarTests {
    private static let lone: [Unicode.Scalar] = LoneScalar.ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }

    /// Neighbours from every kind the fast path pairs: ASCII, Hangul, kana, CJK, and every
    /// 61st lone scalar.
    private static let neighbours: [Unicode.Scalar] =
        ["a", " ", "#", "한", "の", "ン", "漢"] + stride(from: 0, to: lone.count, by: 61).map { lone[$0] }

    @Test("the widths taken without the tables are the tables' own: box drawing and block elements, Hangul, CJK, pictographs")
    func widthShortcutsMatchTheTables() {
        func tableWidth(_ value: UInt32) -> Int {
            DisplayWidth.contains(WidthTables.zeroWidth, value) ? 0 : DisplayWidth.contains(WidthTables.wide, value) ? 2 : 1
        }
        for value in Array(UInt32(0x2500)...0x259F) + Array(UInt32(0xAC00)...0xD7A3) + Array(UInt32(0x4E00)...0x9FFF)
            + Array(DisplayWidth.pictographBlock)
        {
            #expect(DisplayWidth.scalarWidth(value) == tableWidth(value), "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test("every scalar of the ranges is lone, and no other scalar of their blocks is")
    func rangesMatchTheCheck() {
        for scalar in Self.lone { #expect(LoneScalar.isLone(scalar.value)) }
        for value in UInt32(0x80)...0x1FFFF where !LoneScalar.ranges.contains(where: { $0.contains(value) }) {
            #expect(!LoneScalar.isLone(value), "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test("a lone scalar is a cluster of its own beside a simple or lone one, on either side")
    func breaksOnBothSides() {
        var joined: [String] = []
        for scalar in Self.lone {
            for neighbour in Self.neighbours {
                for pair in [String(scalar) + String(neighbour), String(neighbour) + String(scalar)] where pair.count != 2 {
                    joined.append(pair.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " "))
                }
            }
        }
        #expect(joined.isEmpty, "joined into one cluster: \(joined.prefix(20))")
    }

    @Test("a lone scalar is drawn as its cluster would be: the same bytes and width")
    func drawnAsItsCluster() {
        var differ: [String] = []
        for scalar in Self.lone {
            let text = String(scalar)
            let drawn = Grapheme.drawn(text.first!)
            let lone = text.utf8.withContiguousStorageIfAvailable { LoneScalar($0, at: 0) } ?? nil
            if lone?.grapheme != drawn.grapheme || lone?.width != drawn.width || lone?.length != text.utf8.count {
                differ.append(String(scalar.value, radix: 16, uppercase: true))
            }
        }
        #expect(differ.isEmpty, "drawn differently: \(differ.prefix(20))")
    }

    @Test("a line mixing lone scalars into Korean, Japanese and ASCII draws as cluster by cluster")
    func mixedLine() {
        let line = "로그인 · 흐름 🎉 #1 写真 ⛺ ☔ é → 《제목》 ％ 🔐"
        var buffer = CellBuffer(size: Size(width: 60, height: 1))
        let used = buffer.write(line, x: 0, y: 0)
        var expected = CellBuffer(size: Size(width: 60, height: 1))
        var column = 0
        for character in line {
            // One cluster at a time, through the slow path's own pieces.
            expected.write(String(character), x: column, y: 0)
            column += Grapheme.drawn(character).width
        }
        #expect(used == column)
        #expect(buffer == expected)
    }
}

@Suite("Writing text that needs sanitising after clean text")
struct LateSanitisingTests {
    @Test("a control after clean text is removed, and what follows lands where the sanitised text puts it")
    func controlAfterCleanText() {
        for (text, expected) in [
            ("게시판 🎉 a\u{1B}[31mred", "게시판 🎉 ared"), ("abc\u{1B}]0;title\u{07}def", "abcdef"), ("한글\u{85}끝", "한글끝"),
            ("one\ntwo", "onetwo"), ("tab\there", "tabhere"), ("e\u{301}\u{1B}[2Jx", "e\u{301}x"),
        ] {
            var buffer = CellBuffer(size: Size(width: 30, height: 1))
            let used = buffer.write(text, x: 0, y: 0)
            var expectedBuffer = CellBuffer(size: Size(width: 30, height: 1))
            let expectedUsed = expectedBuffer.write(expected, x: 0, y: 0)
            #expect(buffer == expectedBuffer, "\(text.debugDescription)")
            #expect(used == expectedUsed)
        }
    }

    @Test("a table cell with a line break or a tab shows it as a space, as a sanitised line")
    func tableCellAsLine() {
        var buffer = CellBuffer(size: Size(width: 40, height: 3))
        Table(columns: [Table.Column("A", width: .fixed(20))], rows: [["제목\n둘째 줄"], ["tab\there \u{1B}[1mbold"]], showsHeader: false)
            .render(in: Rect(x: 0, y: 0, width: 40, height: 3), buffer: &buffer)
        #expect(buffer.plainTextLines.prefix(2) == ["제목 둘째 줄", "tab here bold"])
    }
}

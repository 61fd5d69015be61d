import Testing

@testable import DesignSystem

/// `CellBuffer.paste(_:in:)`: one frame drawn inside another, as the replay's viewer shows a
/// replayed screen; cut to the area, and never half a wide grapheme.
@Suite("Pasting one cell buffer into another")
struct CellBufferPasteTests {
    static func buffer(_ lines: [String], width: Int) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: lines.count))
        for (row, line) in lines.enumerated() { buffer.write(line, x: 0, y: row) }
        return buffer
    }

    @Test("the source is drawn from the area's corner, with its styles; what lies outside the area is untouched")
    func drawsInTheArea() {
        var source = Self.buffer(["ab", "cd"], width: 2)
        source.setStyle(Style(foreground: .accent), in: Rect(x: 1, y: 0, width: 1, height: 1))
        var target = Self.buffer(["....", "....", "...."], width: 4)
        target.paste(source, in: Rect(x: 1, y: 1, width: 3, height: 2))
        #expect(target.plainTextLines == ["....", ".ab.", ".cd."])
        #expect(target[2, 1].style == Style(foreground: .accent))
    }

    @Test("a source larger than the area is cut to it, and to the target's edge")
    func cutsToTheArea() {
        let source = Self.buffer(["abcdef", "ghijkl", "mnopqr"], width: 6)
        var target = CellBuffer(size: Size(width: 4, height: 3))
        target.paste(source, in: Rect(x: 1, y: 0, width: 10, height: 2))
        #expect(target.plainTextLines == [" abc", " ghi", ""])
    }

    @Test("a wide grapheme the area's edge would halve becomes a space")
    func neverHalvesAWideGrapheme() {
        let source = Self.buffer(["a한b"], width: 4)
        var target = CellBuffer(size: Size(width: 2, height: 1))
        target.paste(source, in: target.area)
        #expect(target.plainTextLines == ["a"])
        #expect(!target[1, 0].isContinuation && target[1, 0].grapheme == " ")
        var wider = CellBuffer(size: Size(width: 3, height: 1))
        wider.paste(source, in: wider.area)
        #expect(wider.plainTextLines == ["a한"])
    }

    @Test("an empty or negative area draws nothing")
    func emptyArea() {
        let source = Self.buffer(["ab"], width: 2)
        var target = Self.buffer([".."], width: 2)
        target.paste(source, in: Rect(x: 0, y: 0, width: 0, height: 1))
        target.paste(source, in: Rect(x: 5, y: 5, width: 2, height: 1))
        target.paste(source, in: Rect(x: 0, y: 0, width: -3, height: -1))
        #expect(target.plainTextLines == [".."])
    }
}

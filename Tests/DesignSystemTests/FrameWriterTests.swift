import DesignSystem
import Testing

@Suite("Frame writer")
struct FrameWriterTests {
    private func frame(_ lines: [String], width: Int = 6) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: lines.count))
        for (row, line) in lines.enumerated() { buffer.write(line, x: 0, y: row) }
        return buffer
    }

    @Test("the first frame is written whole inside a synchronized update")
    func firstFrame() {
        var writer = FrameWriter(colorMode: .none)
        let output = writer.output(for: frame(["ab", "cd"]))
        #expect(output.hasPrefix("\u{1B}[?2026h"))
        #expect(output.hasSuffix("\u{1B}[?2026l"))
        #expect(output.contains("\u{1B}[2J"))
    }

    @Test("a frame with no change writes nothing")
    func unchanged() {
        var writer = FrameWriter(colorMode: .ansi16)
        _ = writer.output(for: frame(["ab", "cd"]))
        #expect(writer.output(for: frame(["ab", "cd"])) == "")
    }

    @Test("only the changed cell is written, after one cursor move")
    func changedCell() {
        var writer = FrameWriter(colorMode: .none)
        _ = writer.output(for: frame(["ab", "cd"]))
        let output = writer.output(for: frame(["ab", "cx"]))
        #expect(output == "\u{1B}[?2026h\u{1B}[2;2H\u{1B}[0mx\u{1B}[0m\u{1B}[?2026l")
    }

    @Test("a run of changed cells shares one cursor move")
    func changedRun() {
        var writer = FrameWriter(colorMode: .none)
        _ = writer.output(for: frame(["abcd"]))
        let output = writer.output(for: frame(["aXYd"]))
        #expect(output.components(separatedBy: "H").count == 2)
        #expect(output.contains("XY"))
    }

    @Test("replacing a wide grapheme by narrow ones writes both cells")
    func wideToNarrow() {
        var writer = FrameWriter(colorMode: .none)
        _ = writer.output(for: frame(["한x"]))
        let output = writer.output(for: frame(["abx"]))
        #expect(output.contains("ab"))
    }

    @Test("a wide grapheme whose right half alone changed is written again from its left half")
    func wideRightHalfChanged() {
        var writer = FrameWriter(colorMode: .none)
        _ = writer.output(for: frame(["ab한"]))
        var next = frame(["ab한"])
        next.setStyle(Style(bold: true), in: Rect(x: 3, y: 0, width: 1, height: 1))
        #expect(writer.output(for: next) == "\u{1B}[?2026h\u{1B}[1;3H\u{1B}[0m한\u{1B}[0m\u{1B}[?2026l")
    }

    @Test("an empty frame clears the screen once and then writes nothing")
    func emptyFrame() {
        var writer = FrameWriter(colorMode: .none)
        #expect(writer.output(for: CellBuffer(size: Size(width: 0, height: 3))).contains("\u{1B}[2J"))
        #expect(writer.output(for: CellBuffer(size: Size(width: 0, height: 3))) == "")
    }

    @Test("after invalidate the next frame is written whole")
    func invalidate() {
        var writer = FrameWriter(colorMode: .none)
        _ = writer.output(for: frame(["ab"]))
        writer.invalidate()
        #expect(writer.output(for: frame(["ab"])).contains("\u{1B}[2J"))
    }
}

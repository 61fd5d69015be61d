/// Turns a frame into the bytes that bring the terminal from the previous frame to it.
///
/// Only changed cells are written; a run of changed cells on a row costs one cursor move, and
/// a style is sent only when it differs from the one in effect. A frame equal to the last
/// writes nothing. Each frame is wrapped in synchronized-update mode (DEC mode 2026) so
/// terminals that support it show it at once.
public struct FrameWriter: Sendable {
    private var previous: CellBuffer?
    public let colorMode: ColorMode

    /// Creates a writer for a terminal that takes `colorMode`.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Forgets the last frame, so the next one is written whole (after a resize or a clear).
    public mutating func invalidate() {
        previous = nil
    }

    /// The output that draws `frame`; empty when nothing changed.
    public mutating func output(for frame: CellBuffer) -> String {
        let bytes = outputBytes(for: frame)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The output that draws `frame`, as bytes; empty when nothing changed.
    public mutating func outputBytes(for frame: CellBuffer) -> [UInt8] {
        let last = previous.flatMap { $0.size == frame.size ? $0 : nil }
        defer { previous = frame }
        var body: [UInt8] = []
        if last == nil { body.append(contentsOf: Self.clearScreen) }
        let width = frame.size.width
        var currentStyle: Style?
        var cursor = -1
        frame.cells.withUnsafeBufferPointer { cells in
            let lastCells = last?.cells
            for index in 0..<cells.count {
                let cell = cells[index]
                if cell.content.isContinuation { continue }
                if let lastCells, lastCells[index] == cell, !changedRightHalf(lastCells, cells, index, width) { continue }
                if cursor != index { appendCursorMove(to: &body, row: index / width, column: index % width) }
                if currentStyle != cell.style {
                    body.append(contentsOf: cell.style.selectGraphicRendition(in: colorMode).utf8)
                    currentStyle = cell.style
                }
                cell.content.appendUTF8(to: &body)
                let isWide = index + 1 < cells.count && (index + 1) % width != 0 && cells[index + 1].content.isContinuation
                cursor = index + (isWide ? 2 : 1)
                if cursor % width == 0 { cursor = -1 }
            }
        }
        guard !body.isEmpty else { return [] }
        return Self.beginSynchronizedUpdate + body + Self.endFrame
    }

    /// Whether the right half of a wide grapheme at `index` changed, which redraws the grapheme.
    private func changedRightHalf(_ last: [Cell], _ cells: UnsafeBufferPointer<Cell>, _ index: Int, _ width: Int) -> Bool {
        let next = index + 1
        return next < cells.count && next % width != 0 && cells[next].content.isContinuation && last[next] != cells[next]
    }

    private func appendCursorMove(to output: inout [UInt8], row: Int, column: Int) {
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        appendDecimal(row + 1, to: &output)
        output.append(UInt8(ascii: ";"))
        appendDecimal(column + 1, to: &output)
        output.append(UInt8(ascii: "H"))
    }

    private func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private static let clearScreen = Array("\u{1B}[0m\u{1B}[2J".utf8)
    private static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
    private static let endFrame = Array("\u{1B}[0m\u{1B}[?2026l".utf8)
}

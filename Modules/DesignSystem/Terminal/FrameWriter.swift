/// Turns a frame into the bytes that bring the terminal from the previous frame to it.
///
/// Only changed cells are written; runs of changed cells on a row share one cursor move and
/// style changes are sent only when the style differs. A frame equal to the last writes
/// nothing. Each frame is wrapped in synchronized-update mode (DEC mode 2026) so terminals
/// that support it show it at once.
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
        let last = previous.flatMap { $0.size == frame.size ? $0 : nil }
        previous = frame
        var body = ""
        var currentStyle: Style?
        var cursor: (x: Int, y: Int)?
        if last == nil { body += "\u{1B}[0m\u{1B}[2J" }
        for y in 0..<frame.size.height {
            for x in 0..<frame.size.width {
                let cell = frame[x, y]
                guard !cell.isContinuation else { continue }
                if let last, last[x, y] == cell, !isWideChange(last, frame, x, y) { continue }
                if cursor == nil || cursor! != (x, y) { body += "\u{1B}[\(y + 1);\(x + 1)H" }
                if currentStyle != cell.style {
                    body += cell.style.selectGraphicRendition(in: colorMode)
                    currentStyle = cell.style
                }
                body += cell.grapheme
                cursor = (x + max(1, cell.grapheme.displayWidth), y)
            }
        }
        guard !body.isEmpty else { return "" }
        return "\u{1B}[?2026h" + body + "\u{1B}[0m\u{1B}[?2026l"
    }

    /// Whether the cell right of `x` changed, which a wide grapheme at `x` must redraw with it.
    private func isWideChange(_ last: CellBuffer, _ frame: CellBuffer, _ x: Int, _ y: Int) -> Bool {
        x + 1 < frame.size.width && last[x + 1, y] != frame[x + 1, y] && frame[x + 1, y].isContinuation
    }
}

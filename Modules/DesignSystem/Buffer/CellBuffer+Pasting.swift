/// One buffer drawn inside another: a frame shown as a picture within a screen (a replayed
/// session in its viewer).
extension CellBuffer {
    /// Draws `source`'s cells from its top-left corner into `area` of this buffer, cut to the
    /// area and to this buffer; a wide grapheme the cut would halve becomes a space. Links, hit
    /// regions and the focus of `source` are not carried over: the picture is looked at, not used.
    public mutating func paste(_ source: CellBuffer, in area: Rect) {
        let left = max(0, area.x)
        let top = max(0, area.y)
        let right = min(size.width, area.x + max(0, area.width), left + source.size.width)
        let bottom = min(size.height, area.y + max(0, area.height), top + source.size.height)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            let sourceRow = (row - top) * source.size.width
            for column in left..<right {
                var cell = source.cells[sourceRow + column - left]
                let isCutContinuation = column == left && cell.isContinuation
                let nextColumn = column + 1 - left
                let isCutHead = column == right - 1 && nextColumn < source.size.width && source.cells[sourceRow + nextColumn].isContinuation
                if isCutContinuation || isCutHead { cell = Cell(content: .space, style: cell.style) }
                cells[row * size.width + column] = cell
            }
        }
        if source.isAnimated { isAnimated = true }
    }
}

/// A scrolling list of one-line rows with one selected row.
///
/// Rows are asked for by index and only for the rows on screen, so the cost of drawing follows
/// the visible height, not the length of the list.
public struct SelectionList: Widget {
    public var count: Int
    public var selectedIndex: Int?
    public var row: (Int) -> String

    /// Creates a list of `count` rows, `row(index)` giving each row's text (sanitised here).
    public init(count: Int, selectedIndex: Int?, row: @escaping (Int) -> String) {
        self.count = count
        self.selectedIndex = selectedIndex
        self.row = row
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: proposal.width, height: min(count, proposal.height))
    }

    /// The first row shown in `height` rows: the selection stays on screen, as near the middle
    /// as the ends of the list allow.
    public func firstVisibleRow(height: Int) -> Int {
        guard let selectedIndex, height > 0, count > height else { return 0 }
        return min(max(0, selectedIndex - height / 2), count - height)
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty, count > 0 else { return }
        let first = firstVisibleRow(height: area.height)
        for (offset, index) in (first..<min(count, first + area.height)).enumerated() {
            let isSelected = index == selectedIndex
            let marker = isSelected ? "› " : "  "
            let text = TextLayout.truncate(TerminalSanitizer.sanitize(row(index)), width: area.width - 2)
            let y = area.y + offset
            if isSelected { buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: Style(background: .selection, bold: true)) }
            let style = isSelected ? Style(foreground: .text, background: .selection, bold: true) : Style(foreground: .text)
            buffer.write(marker + text, x: area.x, y: y, maxWidth: area.width, style: style)
        }
    }
}

/// The selection and scroll position of a ``List``, kept by its screen from frame to frame.
///
/// The list scrolls only as far as needed to keep the selection visible, so moving the
/// selection by one row changes two rows on screen, not all of them.
public final class ListState {
    /// The selected row, if any.
    public var selectedIndex: Int?
    /// The first row shown.
    public private(set) var offset = 0
    /// How many rows the list showed when last drawn: what a page (PgUp, PgDn) moves.
    public private(set) var pageHeight = 1

    /// Creates a state with `selectedIndex` selected.
    public init(selectedIndex: Int? = nil) {
        self.selectedIndex = selectedIndex
    }

    /// Moves the selection by `delta` rows within `count` rows, stopping at the ends.
    public func moveSelection(by delta: Int, count: Int) {
        guard count > 0 else {
            selectedIndex = nil
            return
        }
        selectedIndex = min(count - 1, max(0, (selectedIndex ?? (delta > 0 ? -1 : count)) + delta))
    }

    /// Keeps the selection within `count` rows: when the rows it was on went away (the last
    /// line removed), the neighbouring row is selected, not nothing.
    public func clampSelection(count: Int) {
        guard let selected = selectedIndex else { return }
        selectedIndex = count > 0 ? min(max(0, selected), count - 1) : nil
    }

    /// Scrolls as little as possible so the selection shows in `height` rows of `count`.
    func scrollToSelection(height: Int, count: Int) {
        guard height > 0 else { return }
        pageHeight = height
        clampSelection(count: count)
        if let selectedIndex {
            if selectedIndex < offset { offset = selectedIndex }
            if selectedIndex >= offset + height { offset = selectedIndex - height + 1 }
        }
        offset = max(0, min(offset, count - height))
    }
}

/// A scrolling list of one-line rows with one selected row.
///
/// Rows are asked for by index and only for the rows on screen, so the cost of drawing follows
/// the visible height, not the length of the list: a million rows draw as fast as ten.
public struct List: Widget {
    /// The number of rows.
    public var count: Int
    /// The selection and scroll position.
    public let state: ListState
    /// The text of the row at an index, asked for only the rows in view.
    public var row: (Int) -> String
    /// A detail drawn at the row's trailing end (an author, a price), if any.
    public var detail: ((Int) -> String)?

    /// Creates a list of `count` rows drawn from `state`; `row(index)` gives a row's text and
    /// `detail(index)` an optional trailing detail, both sanitised here.
    public init(count: Int, state: ListState, row: @escaping (Int) -> String, detail: ((Int) -> String)? = nil) {
        self.count = count
        self.state = state
        self.row = row
        self.detail = detail
    }

    /// Creates a list with `selectedIndex` selected, scrolled just enough to show it.
    public init(count: Int, selectedIndex: Int?, row: @escaping (Int) -> String) {
        self.init(count: count, state: ListState(selectedIndex: selectedIndex), row: row)
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: proposal.width, height: min(count, proposal.height))
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty, count > 0 else { return }
        state.scrollToSelection(height: area.height, count: count)
        let first = state.offset
        // Rows that do not all fit give their last column to the more-above and more-below
        // markers, so a marker never covers a row's last character.
        let overflows = count > area.height && area.width > 3
        let rowsWidth = overflows ? area.width - 1 : area.width
        for (offset, index) in (first..<min(count, first + area.height)).enumerated() {
            let isSelected = index == state.selectedIndex
            let y = area.y + offset
            let style = isSelected ? Style(foreground: .text, background: .selection, bold: true) : Style(foreground: .text)
            if isSelected {
                buffer.fill(Rect(x: area.x, y: y, width: rowsWidth, height: 1), style: style)
                buffer.markFocus(x: area.x, y: y, kind: .selection)
            }
            buffer.write(isSelected ? "› " : "  ", x: area.x, y: y, maxWidth: rowsWidth, style: style)
            let rowArea = Rect(x: area.x + 2, y: y, width: rowsWidth - 2, height: 1)
            if let detail {
                var detailStyle = style
                detailStyle.foreground = .secondary
                BothSideLabel(leading: row(index), trailing: detail(index), leadingStyle: style, trailingStyle: detailStyle)
                    .render(in: rowArea, buffer: &buffer)
            } else {
                let text = TextLayout.truncate(TerminalSanitizer.sanitize(row(index)), width: rowArea.width)
                buffer.write(text, x: rowArea.x, y: y, maxWidth: rowArea.width, style: style)
            }
        }
        if overflows { ScrollMarkers(above: first > 0, below: first + area.height < count).render(in: area, buffer: &buffer) }
        buffer.addHitRegion(area, .rows(first: first, count: count, selected: state.selectedIndex))
    }
}

/// Rows of cells under a header, in columns of fixed or flexible width; a cell that does not
/// fit its column ends in "…".
public struct Table: Widget {
    /// How wide a column is.
    public enum ColumnWidth: Sendable, Equatable {
        /// Exactly this many columns.
        case fixed(Int)
        /// A share (`weight`) of the room the fixed columns leave, at least `minimum`.
        case flexible(minimum: Int, weight: Int)
    }

    /// One column: its title, width and alignment.
    public struct Column: Sendable {
        /// The header, kept sanitised however it is set.
        @SanitizedLine public var title: String
        /// How the column's width is chosen.
        public var width: ColumnWidth
        /// How the column's cells are aligned.
        public var alignment: Text.Alignment

        /// Creates a `Column` from its parts; the title is sanitised.
        public init(_ title: String, width: ColumnWidth, alignment: Text.Alignment = .leading) {
            self.title = title
            self.width = width
            self.alignment = alignment
        }
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// How many rows the table has.
    public var rowCount: Int
    /// A row's cells by index, asked for only for the rows in view; sanitised when drawn.
    public var row: (Int) -> [String]
    /// The selected row, if any; with a ``ListState`` it is the state's selection.
    public var selectedRow: Int? { state?.selectedIndex ?? fixedSelection }
    /// Whether the first row shows the columns' titles.
    public var showsHeader: Bool
    /// The selection and scroll position kept by the screen, if the table scrolls with it.
    public let state: ListState?
    private let fixedSelection: Int?
    /// The hyperlink of the cell at a row and column, if any (see ``linking(_:)``).
    public var link: ((_ row: Int, _ column: Int) -> TerminalLink?)?

    /// Creates a table; cell texts are sanitised. Rows shorter than the columns leave cells empty.
    public init(columns: [Column], rows: [[String]], selectedRow: Int? = nil, showsHeader: Bool = true) {
        self.columns = columns
        self.rowCount = rows.count
        self.row = { rows[$0] }
        self.fixedSelection = selectedRow
        self.state = nil
        self.showsHeader = showsHeader
    }

    /// Creates a table of `count` rows that scrolls with the selection `state` keeps; only the
    /// rows in view are asked of `row`, so the cost of a frame follows its height, not `count`.
    public init(columns: [Column], count: Int, state: ListState, showsHeader: Bool = true, row: @escaping (Int) -> [String]) {
        self.columns = columns
        self.rowCount = max(0, count)
        self.row = row
        self.fixedSelection = nil
        self.state = state
        self.showsHeader = showsHeader
    }

    /// The table with the cells `link` names drawn as hyperlinks (OSC 8) over the text they show.
    public func linking(_ link: @escaping (_ row: Int, _ column: Int) -> TerminalLink?) -> Table {
        var copy = self
        copy.link = link
        return copy
    }

    /// The width of each column in `width` columns of room, one space between columns.
    public func columnWidths(in width: Int) -> [Int] {
        let room = max(0, width - max(0, columns.count - 1))
        var widths = columns.map { column -> Int in
            switch column.width {
            case .fixed(let width): width
            case .flexible(let minimum, _): minimum
            }
        }
        let spare = room - widths.reduce(0, +)
        let weights = columns.map { column -> Int in
            if case .flexible(_, let weight) = column.width { return max(0, weight) }
            return 0
        }
        let totalWeight = weights.reduce(0, +)
        if spare > 0, totalWeight > 0 {
            var given = 0
            for index in columns.indices where weights[index] > 0 {
                let share = spare * weights[index] / totalWeight
                widths[index] += share
                given += share
            }
            // Rounding leftovers go to the last flexible column.
            if let last = columns.indices.last(where: { weights[$0] > 0 }) { widths[last] += spare - given }
        }
        return widths
    }

    public func size(fitting proposal: Size) -> Size {
        Size(width: proposal.width, height: min(proposal.height, rowCount + (showsHeader ? 2 : 0)))
    }

    /// Whether rows can be selected, and so have a gutter for the selection marker.
    private var isSelectable: Bool { state != nil || fixedSelection != nil }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        // A selectable table keeps two columns for the "›" that marks the selection without
        // colour (NO_COLOR, a monochrome terminal), as a list does.
        let gutter = isSelectable ? min(2, area.width) : 0
        // Rows that do not all fit give their last column to the more-above and more-below
        // markers, so a marker never covers a cell's last character.
        let overflows = rowCount > area.height - (showsHeader ? 2 : 0) && area.width > gutter + 1
        let cellsArea = area.inset(leading: gutter, trailing: overflows ? 1 : 0)
        let widths = columnWidths(in: cellsArea.width)
        var y = area.y
        if showsHeader {
            drawRow(columns.map(\.title), widths: widths, y: y, area: cellsArea, style: Style(foreground: .secondary, bold: true), buffer: &buffer)
            y += 1
            guard y < area.maxY else { return }
            buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), with: "─", style: Style(foreground: .border))
            y += 1
        }
        let height = area.maxY - y
        guard height > 0, rowCount > 0 else { return }
        state?.scrollToSelection(height: height, count: rowCount)
        let first = state?.offset ?? 0
        let rowsArea = Rect(x: area.x, y: y, width: area.width, height: height)
        let selected = selectedRow
        for index in first..<min(rowCount, first + height) {
            let isSelected = index == selected
            let style = isSelected ? Style(foreground: .text, background: .selection, bold: true) : Style(foreground: .text)
            if isSelected {
                buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: style)
                buffer.markFocus(x: area.x, y: y, kind: .selection)
            }
            if gutter > 0 { buffer.write(isSelected ? "›" : " ", x: area.x, y: y, maxWidth: gutter, style: style) }
            drawRow(
                row(index), widths: widths, y: y, area: cellsArea, style: style, buffer: &buffer,
                link: link.map { link in { link(index, $0) } })
            y += 1
        }
        if overflows { ScrollMarkers(above: first > 0, below: first + height < rowCount).render(in: rowsArea, buffer: &buffer) }
        // Only a table whose selection the user moves takes the mouse.
        if let state { buffer.addHitRegion(rowsArea, .rows(first: first, count: rowCount, selected: state.selectedIndex)) }
    }

    /// A right-aligned or centred cell as one line cut to `width`, and its width: printable
    /// ASCII that fits (a number, a date) is all that, as it is, with nothing to sanitise or
    /// measure cluster by cluster.
    private static func line(_ cell: String, width: Int) -> (text: String, width: Int) {
        let count = cell.utf8.count
        if width > 0, count <= width, cell.utf8.withContiguousStorageIfAvailable(TerminalSanitizer.isPrintableASCII) == true {
            return (cell, count)
        }
        return TextLayout.truncateMeasuring(TerminalSanitizer.sanitizeLine(cell), width: width)
    }

    /// Draws one row; `cells` are as the row closure gave them, each kept to one sanitised line here.
    private func drawRow(
        _ cells: [String], widths: [Int], y: Int, area: Rect, style: Style, buffer: inout CellBuffer, link: ((Int) -> TerminalLink?)? = nil
    ) {
        var x = area.x
        for (index, column) in columns.enumerated() where x < area.maxX {
            let width = min(widths[index], area.maxX - x)
            let cell = index < cells.count ? cells[index] : ""
            if column.alignment == .leading {
                // Most cells: checked, cut and written in one pass, with no measuring first.
                if !cell.isEmpty, width > 0 {
                    let used = buffer.writeLine(cell, x: x, y: y, truncatingTo: width, style: style)
                    if let target = link?(index) { buffer.addLink(target, x: x, y: y, width: used) }
                }
                x += width + 1
                continue
            }
            let (text, textWidth) = Self.line(cell, width: width)
            let offset = column.alignment == .center ? (width - textWidth) / 2 : width - textWidth
            if textWidth > 0 {
                let used = buffer.write(text, x: x + max(0, offset), y: y, maxWidth: width, style: style)
                if let target = link?(index) { buffer.addLink(target, x: x + max(0, offset), y: y, width: used) }
            }
            x += width + 1
        }
    }
}

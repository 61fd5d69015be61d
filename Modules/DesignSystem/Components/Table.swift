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
        public var width: ColumnWidth
        public var alignment: Text.Alignment

        /// Creates a `Column` from its parts; the title is sanitised.
        public init(_ title: String, width: ColumnWidth, alignment: Text.Alignment = .leading) {
            self.title = title
            self.width = width
            self.alignment = alignment
        }
    }

    public var columns: [Column]
    public let rows: [[String]]
    public var selectedRow: Int?
    public var showsHeader: Bool

    /// Creates a table; cell texts are sanitised. Rows shorter than the columns leave cells empty.
    public init(columns: [Column], rows: [[String]], selectedRow: Int? = nil, showsHeader: Bool = true) {
        self.columns = columns
        self.rows = rows.map { $0.map { TerminalSanitizer.sanitizeLine($0) } }
        self.selectedRow = selectedRow
        self.showsHeader = showsHeader
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
        Size(width: proposal.width, height: rows.count + (showsHeader ? 2 : 0))
    }

    public func render(in area: Rect, buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let widths = columnWidths(in: area.width)
        var y = area.y
        if showsHeader {
            drawRow(columns.map(\.title), widths: widths, y: y, area: area, style: Style(foreground: .secondary, bold: true), buffer: &buffer)
            y += 1
            guard y < area.maxY else { return }
            buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), with: "─", style: Style(foreground: .border))
            y += 1
        }
        for (index, row) in rows.enumerated() where y < area.maxY {
            let isSelected = index == selectedRow
            let style = isSelected ? Style(foreground: .text, background: .selection, bold: true) : Style(foreground: .text)
            if isSelected { buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: style) }
            drawRow(row, widths: widths, y: y, area: area, style: style, buffer: &buffer)
            y += 1
        }
    }

    private func drawRow(_ cells: [String], widths: [Int], y: Int, area: Rect, style: Style, buffer: inout CellBuffer) {
        var x = area.x
        for (index, column) in columns.enumerated() where x < area.maxX {
            let width = min(widths[index], area.maxX - x)
            let text = TextLayout.truncate(index < cells.count ? cells[index] : "", width: width)
            let offset =
                switch column.alignment {
                case .leading: 0
                case .center: (width - text.displayWidth) / 2
                case .trailing: width - text.displayWidth
                }
            buffer.write(text, x: x + max(0, offset), y: y, maxWidth: width, style: style)
            x += width + 1
        }
    }
}

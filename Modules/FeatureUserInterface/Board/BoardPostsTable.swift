import DesignSystem

/// The board's posts in three columns, each starting at one column on every row whatever the
/// script: the number right-aligned to the widest number loaded (so it does not shift as the
/// list scrolls or from post 10 on), the title, and the author as wide as the widest author.
/// Widths are display columns, so Hangul, kana and emoji count two.
struct BoardPostsTable: Widget {
    let rows: [BoardViewState.Row]
    let list: ListState

    func size(fitting proposal: Size) -> Size {
        Size(width: proposal.width, height: min(rows.count, proposal.height))
    }

    func render(in area: Rect, buffer: inout CellBuffer) {
        // A long number or name must not take the title's room: the number keeps at most a
        // quarter of the row, the author a third, and the title what is left.
        let numberWidth = min(Self.widest(rows.lazy.map(Self.number)), max(1, area.width / 4))
        let authorWidth = min(Self.widest(rows.lazy.map(\.author)), max(1, area.width / 3))
        Table(
            columns: [
                .init("", width: .fixed(numberWidth), alignment: .trailing),
                .init("", width: .flexible(minimum: 1, weight: 1)),
                .init("", width: .fixed(authorWidth)),
            ],
            count: rows.count, state: list, showsHeader: false
        ) { index in [Self.number(rows[index]), rows[index].title, rows[index].author] }
        .render(in: area, buffer: &buffer)
    }

    private static func number(_ row: BoardViewState.Row) -> String { row.id + "." }

    /// The widest of `texts` in display columns, as the table will draw them (sanitised to one line).
    private static func widest(_ texts: some Sequence<String>) -> Int {
        texts.reduce(0) { max($0, TerminalSanitizer.sanitizeLine($1).displayWidth) }
    }
}

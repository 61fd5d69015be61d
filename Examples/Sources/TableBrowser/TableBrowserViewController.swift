import DesignSystem

/// The browser's one screen: the table, scrolling with its selection; Enter shows the selected
/// record whole, in an alert.
final class TableBrowserViewController: ViewController {
    private let table: JSONTable
    private let fileName: String
    private let list = ListState(selectedIndex: 0)
    /// Each column's share of the width: its widest cell among the first rows, within 1...40.
    private let widths: [Int]

    init(table: JSONTable, fileName: String) {
        self.table = table
        self.fileName = fileName
        let sample = table.rows.prefix(200)
        widths = table.columns.indices.map { column in
            min(40, max(1, sample.map { $0[column].displayWidth }.max() ?? 1, table.columns[column].displayWidth))
        }
        super.init()
    }

    override var title: String { fileName }

    override var keyHints: [KeyHint] {
        [KeyHint(key: "↑↓", label: "Move"), KeyHint(key: "Enter", label: "Show")]
    }

    override func body() -> any Widget {
        guard !table.rows.isEmpty else {
            return Box(title: fileName, Text("No records.", style: Style(foreground: .secondary)))
        }
        let columns = table.columns.enumerated().map { index, title in
            Table.Column(title, width: .flexible(minimum: min(title.displayWidth, 12), weight: widths[index]))
        }
        let position = "\((list.selectedIndex ?? 0) + 1) of \(table.rows.count)"
        return Box(title: "\(fileName) — \(position)", Table(columns: columns, count: table.rows.count, state: list) { self.table.rows[$0] })
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .up: list.moveSelection(by: -1, count: table.rows.count)
        case .down: list.moveSelection(by: 1, count: table.rows.count)
        case .pageUp: list.moveSelection(by: -list.pageHeight, count: table.rows.count)
        case .pageDown: list.moveSelection(by: list.pageHeight, count: table.rows.count)
        case .home: list.moveSelection(by: -table.rows.count, count: table.rows.count)
        case .end: list.moveSelection(by: table.rows.count, count: table.rows.count)
        case .enter:
            guard let index = list.selectedIndex, table.rows.indices.contains(index) else { return false }
            let record = zip(table.columns, table.rows[index]).map { "\($0): \($1)" }.joined(separator: "\n")
            present(AlertController(title: "Record \(index + 1)", message: record, actions: [AlertAction(title: "Close", role: .cancel)]) { _ in })
        default: return false
        }
        return true
    }
}

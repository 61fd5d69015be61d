import DesignSystem

/// The lean-frame workload: a 200x60 box holding a 4-column table, 56 visible rows of 10,000
/// posts with Korean and emoji titles, one row selected. Measured: the bytes of the full first
/// frame, and scrolling the table by one row per frame (layout + render + diff + encode).
@MainActor
func runTableBenchmarks(into table: inout BenchmarkTable) {
    let posts = TablePosts(count: 10_000)
    let size = BoardFrame.size
    let visibleRows = BoardFrame.visibleRows
    func frame(offset: Int) -> CellBuffer { BoardFrame.render(posts, offset: offset) }

    for (mode, name) in [(ColorMode.trueColor, "true colour"), (.ansi256, "256 colours")] {
        var writer = FrameWriter(colorMode: mode)
        let first = writer.outputBytes(for: frame(offset: 0)).count
        table.check("200x60 table, first frame (\(name)): bytes", value: Double(first), goal: .bytes(atMost: 11_000))
        let scrolled = writer.outputBytes(for: frame(offset: 1)).count
        table.check(
            "200x60 table scrolled one row (\(name)): bytes, at most a full frame", value: Double(scrolled),
            goal: .bytes(atMost: first))
    }

    var writer = FrameWriter(colorMode: .trueColor)
    var offset = 0
    blackHole(writer.outputBytes(for: frame(offset: offset)))
    table.measure("200x60 table scrolled one row per frame: layout+render+diff+encode", goal: .time(atMost: 75_000)) {
        offset = offset + visibleRows + 1 < posts.count ? offset + 1 : 0
        blackHole(writer.outputBytes(for: frame(offset: offset)))
    }

    // The whole 10,000 rows handed to a table that scrolls with its selection: only the rows in
    // view are asked for, so a frame costs what the 56 rows above cost.
    let selection = ListState(selectedIndex: 0)
    let whole = Table(columns: TablePosts.columns, count: posts.count, state: selection, row: posts.row)
    blackHole(writer.outputBytes(for: Box(title: "Board", whole).rendered(size: size)))
    table.measure("200x60 table of 10,000 rows, selection one row down per frame: layout+render+diff+encode", goal: .time(atMost: 75_000)) {
        selection.moveSelection(by: selection.selectedIndex == posts.count - 1 ? -posts.count : 1, count: posts.count)
        blackHole(writer.outputBytes(for: Box(title: "Board", whole).rendered(size: size)))
    }
}

/// Scrolls the table for `frames` frames with no timing: a steady loop for `perf stat` and
/// `perf record` (`Benchmarks table-loop`), whose counts do not depend on how busy the machine is.
@MainActor
func runTableLoop(frames: Int) {
    let posts = TablePosts(count: 10_000)
    var writer = FrameWriter(colorMode: .trueColor)
    for frame in 0..<frames {
        blackHole(writer.outputBytes(for: BoardFrame.render(posts, offset: frame % (posts.count - BoardFrame.visibleRows))))
    }
}

/// The board frame the table figures and the Rich comparison share: a 200x60 box titled with
/// the post count around a four-column table of 56 posts from `offset` on, the tenth selected.
enum BoardFrame {
    static let size = Size(width: 200, height: 60)
    static let visibleRows = 56
    static let selectedRow = 9

    static func title(_ posts: TablePosts) -> String { "Board · 게시판 · \(posts.count) posts" }

    @MainActor
    static func render(_ posts: TablePosts, offset: Int) -> CellBuffer {
        let rows = (offset..<offset + visibleRows).map(posts.row)
        let board = Table(columns: TablePosts.columns, rows: rows, selectedRow: selectedRow)
        return Box(title: title(posts), board).rendered(size: size)
    }
}

/// 10,000 posts of a board: Korean, Japanese and English titles with emoji, authors, dates.
struct TablePosts {
    static let columns = [
        Table.Column("#", width: .fixed(6), alignment: .trailing),
        Table.Column("Title · 제목", width: .flexible(minimum: 20, weight: 1)),
        Table.Column("Author", width: .fixed(16)),
        Table.Column("Date", width: .fixed(10)),
    ]
    private static let titles = [
        "로그인 흐름 리팩터링: 배운 점 🎉", "Refactoring the login flow 🔐", "写真5枚で見る朝のランニング 📷",
        "유니코드 글자 폭 정리하기 📏", "오늘의 점심 메뉴 추천 🍜", "Terminal UI in Swift, part 3 🚀",
        "週末のキャンプ記録 ⛺", "코드 리뷰에서 자주 받는 질문 💬", "Benchmarks that cannot lie 📈", "비 오는 날의 산책 ☔",
    ]
    private static let authors = ["김민준", "佐藤 花子", "박지호", "Alex Kim", "이서연", "田中 太郎", "정우성", "Maria Lopez"]

    let count: Int
    private let rows: [[String]]

    init(count: Int) {
        self.count = count
        rows = (0..<count).map { index in
            let title = Self.titles[index % Self.titles.count]
            let day = 1 + index % 28
            let month = 1 + (index / 28) % 12
            return [
                "\(index + 1)", "\(title) #\(index + 1)", Self.authors[index % Self.authors.count],
                "2025-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)",
            ]
        }
    }

    func row(_ index: Int) -> [String] { rows[index] }
}

import DesignSystem
import FeatureUserInterface
import Testing

/// Lists that scroll with their selection, pages the height of the view, and a post's page that
/// stops at its ends: the screens as a user drives them, frame by frame.
@MainActor
@Suite("Scrolling screens")
struct ScrollingScreenTests {
    private static func books(_ count: Int) -> [BookListViewState.Book] {
        (1...count).map { BookListViewState.Book(id: $0, title: "Book \($0)", author: "Author \($0)", price: "$\($0).00") }
    }

    @Test("the book list scrolls with its selection and Enter opens the book the user sees")
    func bookListScrolls() {
        let recorder = ActionRecorder<BookListViewAction>()
        let screen = BookListViewController(initialState: BookListViewState(books: Self.books(32)))
        screen.listener = recorder
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        for _ in 0..<25 { headless.send(.down) }
        let selected = headless.lines.filter { $0.contains("›") }
        #expect(selected.count == 1)
        #expect(selected.first?.contains("Book 26 ") == true)
        #expect(!headless.lines.contains { $0.contains("Book 1 ") })
        headless.send(.enter)
        #expect(recorder.actions.filter { $0 != .viewDidLoad } == [.select(bookID: 26)])
    }

    @Test("a 10,000-row table asks only for the rows in view")
    func tableDrawsRowsInView() {
        var asked = Set<Int>()
        let state = ListState(selectedIndex: 9_000)
        let table = Table(columns: [.init("t", width: .flexible(minimum: 4, weight: 1))], count: 10_000, state: state) { index in
            asked.insert(index)
            return ["row \(index)"]
        }
        var buffer = CellBuffer(size: Size(width: 30, height: 12))
        table.render(in: buffer.area, buffer: &buffer)
        #expect(asked.count == 10)
        #expect(asked.contains(9_000))
        #expect(buffer.plainTextLines.contains { $0.hasPrefix("› row 9000") && $0.hasSuffix("↓") })
    }

    @Test("the board's PgDn and PgUp move the selection by the rows in view")
    func boardPages() {
        let rows = (1...60).map { BoardViewState.Row(id: "\($0)", title: "Post \($0)", author: "A") }
        let screen = BoardViewController(initialState: BoardViewState(rows: rows, status: .loaded, total: 60))
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        _ = headless.lines
        headless.send(.pageDown)
        let selectedAfterPage = headless.lines.first { $0.contains("›") }
        // 24 rows: the status bar, the box's borders and the footer leave 20 for the list.
        #expect(selectedAfterPage?.contains("21. Post 21") == true)
        headless.send(.pageUp)
        #expect(headless.lines.first { $0.contains("›") }?.contains("1. Post 1 ") == true)
    }

    @Test("after the last cart line is removed its neighbour is selected, and + changes it at once")
    func cartSelectionAfterRemoval() {
        let items = (1...3).map { CartViewState.Item(bookID: $0, title: "Book \($0)", quantity: 1, price: "$1.00") }
        let recorder = ActionRecorder<CartViewAction>()
        let screen = CartViewController(initialState: CartViewState(items: items, total: "$3.00"))
        screen.listener = recorder
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        headless.send(.down, .down, .character("x"))
        screen.update(state: CartViewState(items: Array(items.prefix(2)), total: "$2.00"))
        #expect(headless.lines.first { $0.contains("›") }?.contains("Book 2") == true)
        headless.send(.character("+"))
        #expect(recorder.actions.filter { $0 != .viewDidLoad } == [.remove(bookID: 3), .changeQuantity(bookID: 2, by: 1)])
    }
}

@MainActor
@Suite("Post detail")
struct PostDetailScreenTests {
    private static let body = (1...200).map { "Line \($0) of the body." }.joined(separator: "\n")

    @Test("Down past the end does not pile up: one Up scrolls back at once")
    func downPastTheEnd() {
        let screen = PostDetailViewController(initialState: PostDetailViewState(title: "t", author: "a", body: Self.body, commentsStatus: .loaded))
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        headless.send(.end)
        let atEnd = headless.lines
        for _ in 0..<30 { headless.send(.down) }
        #expect(headless.lines == atEnd)
        headless.send(.up)
        // Exactly one row back from the end, as from a screen that never went past it.
        let reference = HeadlessScreen(
            root: PostDetailViewController(initialState: PostDetailViewState(title: "t", author: "a", body: Self.body, commentsStatus: .loaded)),
            size: Size(width: 80, height: 24))
        reference.send(.end)
        _ = reference.lines  // Drawn at the end, as the user saw it, before the Up.
        reference.send(.up)
        #expect(reference.lines != atEnd)
        #expect(headless.lines == reference.lines)
    }

    @Test("PgDn moves a page the height of the view, PgUp back")
    func pages() {
        let screen = PostDetailViewController(initialState: PostDetailViewState(title: "t", author: "a", body: Self.body, commentsStatus: .loaded))
        for height in [12, 24, 60] {
            let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: height))
            headless.send(.home)
            let top = headless.lines
            headless.send(.pageDown)
            // The rows in view are the height less the status bar and the box's two borders.
            let page = height - 3
            let firstShown = headless.lines[1]
            // Above the body: the title, the author and a blank row.
            #expect(firstShown.contains("Line \(page - 2) of"), "\(height): \(firstShown)")
            headless.send(.pageUp)
            #expect(headless.lines == top)
        }
    }

    @Test("a long title is shown whole in the page, wrapped, Korean and Japanese too")
    func longTitle() {
        let title = "서울의 가을 하늘 아래에서 오래된 친구들과 다시 만난 이야기 そして東京の古い友人たちの話"
        let screen = PostDetailViewController(initialState: PostDetailViewState(title: title, author: "a", body: "b", commentsStatus: .loaded))
        let headless = HeadlessScreen(root: screen, size: Size(width: 40, height: 12))
        let shown = headless.lines[1...4].joined().filter { !" │↓↑".contains($0) }
        #expect(shown.hasPrefix(title.filter { $0 != " " }))
        #expect(headless.lines.allSatisfy { $0.displayWidth <= 40 })
    }

    @Test("a body of megabytes is cut with a note, and its end is not kept")
    func hugeBody() {
        let body = String(repeating: "가나다라 마바사 ", count: 1_000_000)
        let screen = PostDetailViewController(initialState: PostDetailViewState(title: "t", author: "a", body: body, commentsStatus: .loaded))
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        headless.send(.end)
        #expect(headless.lines.contains { $0.contains("too long to show") })
    }

    @Test("however many comments come, the page holds at most its row limit and says the rest is left out")
    func manyComments() {
        let comments = (1...30_000).map { PostDetailViewState.Comment(author: "c\($0)", body: "comment \($0)") }
        let screen = PostDetailViewController(
            initialState: PostDetailViewState(
                title: String(repeating: "긴 제목 ", count: 100_000), author: "a", body: "b", comments: comments, commentsStatus: .loaded))
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        #expect(headless.lines[0].hasPrefix("╭ 긴 제목"))
        headless.send(.end)
        #expect(headless.lines.contains { $0.contains("too long to show") })
        #expect(!headless.lines.contains { $0.contains("comment 30000") })
    }
}

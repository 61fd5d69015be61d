import DesignSystem
import FeatureUserInterface
import Testing

/// Clicks and wheel steps on the screens, hit-tested against the frame they drew: each lands on
/// what the user sees under the pointer.
@MainActor
@Suite("Mouse on the screens")
struct MouseHitTestTests {
    /// The cell where `text` starts on the frame (its first occurrence, top down).
    private func cell(of text: String, in headless: HeadlessScreen, sourceLocation: SourceLocation = #_sourceLocation) throws -> (x: Int, y: Int) {
        for (y, line) in headless.lines.enumerated() {
            if let range = line.range(of: text) {
                return (line[..<range.lowerBound].displayWidth, y)
            }
        }
        Issue.record("\(text) is not on screen:\n\(headless.lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        throw CancellationError()
    }

    private func click(_ headless: HeadlessScreen, at point: (x: Int, y: Int)) {
        headless.send(.mouse(MouseEvent(kind: .press, button: .left, x: point.x, y: point.y)))
        headless.send(.mouse(MouseEvent(kind: .release, button: .left, x: point.x, y: point.y)))
    }

    private static func books(_ count: Int) -> [BookListViewState.Book] {
        (1...count).map { BookListViewState.Book(id: $0, title: "Book \($0)", author: "Author \($0)", price: "$\($0).00") }
    }

    @Test("a click selects a row of the book table, a second click on it opens the book")
    func clickSelectsThenOpens() throws {
        let recorder = ActionRecorder<BookListViewAction>()
        let screen = BookListViewController(initialState: BookListViewState(books: Self.books(8)))
        screen.listener = recorder
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        let row = try cell(of: "Book 5 ", in: headless)
        click(headless, at: row)
        #expect(headless.lines.filter { $0.contains("›") }.first?.contains("Book 5 ") == true)
        #expect(recorder.actions.filter { $0 != .viewDidLoad }.isEmpty)
        click(headless, at: row)
        #expect(recorder.actions.filter { $0 != .viewDidLoad } == [.select(bookID: 5)])
    }

    @Test("the wheel moves the selection of a long table, which scrolls with it; off the table it does nothing")
    func wheelScrolls() throws {
        let screen = BookListViewController(initialState: BookListViewState(books: Self.books(60)))
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        let row = try cell(of: "Book 2 ", in: headless)
        for _ in 0..<30 { headless.send(.mouse(MouseEvent(kind: .wheelDown, button: .none, x: row.x, y: row.y))) }
        #expect(headless.lines.filter { $0.contains("›") }.first?.contains("Book 31 ") == true)
        #expect(!headless.lines.contains { $0.contains("Book 1 ") })
        headless.send(.mouse(MouseEvent(kind: .wheelUp, button: .none, x: 0, y: 0)))
        #expect(headless.lines.filter { $0.contains("›") }.first?.contains("Book 31 ") == true)
    }

    @Test("a game of tic-tac-toe won by clicks on its cells alone")
    func ticTacToeByClicks() throws {
        let recorder = ActionRecorder<TicTacToeViewAction>()
        var state = TicTacToeViewState(player1Name: "Ada", player2Name: "Noah")
        let screen = TicTacToeViewController(initialState: state)
        screen.listener = recorder
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        // The cursor starts on the centre cell, drawn "[ ]": the grid is one column of four
        // before it, and its rows two apart.
        let centre = try cell(of: "[ ]", in: headless)
        let left = centre.x - 4
        let gridRows = [centre.y - 2, centre.y, centre.y + 2]
        for (turn, cellIndex) in [0, 3, 1, 4, 2].enumerated() {
            click(headless, at: (left + (cellIndex % 3) * 4 + 1, gridRows[cellIndex / 3]))
            state.cells[cellIndex] = turn % 2 == 0 ? .x : .o
            state.turn = turn % 2 == 0 ? .o : .x
            screen.update(state: state)
        }
        #expect(recorder.actions.filter { $0 != .viewDidLoad } == [0, 3, 1, 4, 2].map { .place(cell: $0) })
    }

    @Test("a click on the login button signs in with the typed names, from any focus")
    func loginButton() throws {
        let recorder = ActionRecorder<LoggedOutViewAction>()
        let screen = LoggedOutViewController(initialState: LoggedOutViewState())
        screen.listener = recorder
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        headless.type("ada")
        click(headless, at: try cell(of: "[ Log in ]", in: headless))
        #expect(recorder.actions.filter { $0 != .viewDidLoad } == [.login(player1Name: "ada", player2Name: "")])
    }

    @Test("a click on a hint acts as its key: Esc on the status bar leaves the book list")
    func hintClick() throws {
        let recorder = ActionRecorder<BookListViewAction>()
        let screen = BookListViewController(initialState: BookListViewState(books: Self.books(3)))
        screen.listener = recorder
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        click(headless, at: try cell(of: "Esc", in: headless))
        #expect(recorder.actions.filter { $0 != .viewDidLoad } == [.back])
    }

    @Test("a presented alert takes the clicks: its choice picks, the screen under it takes none")
    func alertChoice() throws {
        let root = ViewController()
        var chosen: [String] = []
        let headless = HeadlessScreen(root: root, size: Size(width: 60, height: 16))
        root.present(
            AlertController(
                title: "Delete?", message: "It is gone for good.",
                actions: [AlertAction(title: "Cancel", role: .cancel), AlertAction(title: "Delete", role: .destructive)]
            ) { chosen.append($0.title) })
        click(headless, at: (0, 0))
        #expect(chosen.isEmpty)
        click(headless, at: try cell(of: "Delete ]", in: headless))
        #expect(chosen == ["Delete"])
    }
}

extension MouseHitTestTests {
    @Test("a click read together with the keys before it lands where those keys left the screen")
    func clickAfterKeysInOneRead() throws {
        let recorder = ActionRecorder<LoggedOutViewAction>()
        let screen = LoggedOutViewController(initialState: LoggedOutViewState())
        screen.listener = recorder
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        let button = try cell(of: "[ Log in ]", in: headless)
        // No frame between the Tab that moves the focus and the click.
        headless.send(.character("a"), .tab, .mouse(MouseEvent(kind: .press, button: .left, x: button.x, y: button.y)))
        #expect(recorder.actions.filter { $0 != .viewDidLoad } == [.login(player1Name: "a", player2Name: "")])
    }
}

import DesignSystem
import FeatureUserInterface
import Testing

@testable import FeatureDomain

/// Records what the lobby hears from a game.
@MainActor
private final class TicTacToeListenerMock: TicTacToeListener {
    private(set) var endCount = 0
    func gameDidEnd() { endCount += 1 }
    private(set) var progress: [Bool] = []
    func gameProgressDidChange(isInProgress: Bool) { progress.append(isInProgress) }
}

@MainActor
@Suite("TicTacToe interactor")
struct TicTacToeInteractorTests {
    typealias Presenter = PresentableMock<TicTacToeViewState, TicTacToeViewAction>

    private func makeInteractor(inviteCode: String? = nil) -> (TicTacToeInteractor, Presenter, ScoreStreamMock, TicTacToeListenerMock) {
        let presenter = Presenter()
        let scores = ScoreStreamMock()
        let listener = TicTacToeListenerMock()
        let interactor = TicTacToeInteractor(presenter: presenter, session: .sample, scoreStream: scores, inviteCode: inviteCode)
        interactor.listener = listener
        interactor.activate()
        return (interactor, presenter, scores, listener)
    }

    private func play(_ cells: [Int], on interactor: TicTacToeInteractor) {
        for cell in cells { interactor.request(action: .place(cell: cell)) }
    }

    /// A board row by row from a string such as "XO.......", `.` for an empty cell.
    private func cells(_ text: String) -> [TicTacToeViewState.Mark?] {
        text.map { $0 == "X" ? .x : $0 == "O" ? .o : nil }
    }

    @Test("becomes its presenter's listener")
    func listensToPresenter() {
        let (interactor, presenter, _, _) = makeInteractor()
        #expect(presenter.listener === interactor)
    }

    @Test("placing marks alternates X (player 1) and O (player 2) and presents the board after each move")
    func movesAlternate() {
        let (interactor, presenter, scores, _) = makeInteractor(inviteCode: "ABC")
        play([4, 0], on: interactor)
        #expect(
            presenter.states == [
                TicTacToeViewState(cells: cells("....X...."), turn: .o, player1Name: "Ada Brooks", player2Name: "Grace", inviteCode: "ABC"),
                TicTacToeViewState(cells: cells("O...X...."), turn: .x, player1Name: "Ada Brooks", player2Name: "Grace", inviteCode: "ABC"),
            ])
        #expect(scores.winners.isEmpty)
    }

    @Test("a taken cell and a cell off the board do nothing: no state, the same player's turn")
    func takenCell() {
        let (interactor, presenter, _, _) = makeInteractor()
        play([4, 4, 9, -1], on: interactor)
        #expect(presenter.states.count == 1)
        play([0], on: interactor)
        #expect(presenter.states.last?.cells == cells("O...X...."))
    }

    @Test("a line of X wins for player 1: counted once in the score stream and shown as the result")
    func player1Wins() {
        let (interactor, presenter, scores, listener) = makeInteractor()
        play([0, 3, 1, 4, 2], on: interactor)
        #expect(scores.winners == [.player1])
        #expect(scores.score == Score(player1Score: 1, player2Score: 0))
        #expect(presenter.states.last?.result == .won(.x))
        #expect(presenter.states.last?.cells == cells("XXXOO...."))
        // The result alone does not end the game: its alert is closed first.
        #expect(listener.endCount == 0)
    }

    @Test("a diagonal of O wins for player 2")
    func player2Wins() {
        let (interactor, presenter, scores, _) = makeInteractor()
        play([1, 2, 3, 4, 8, 6], on: interactor)
        #expect(scores.winners == [.player2])
        #expect(presenter.states.last?.result == .won(.o))
    }

    @Test("a full board without a line is a tie and counts for nobody")
    func draw() {
        let (interactor, presenter, scores, _) = makeInteractor()
        // X O X / X O O / O X X
        play([0, 1, 2, 4, 3, 5, 7, 6, 8], on: interactor)
        #expect(presenter.states.last?.result == .tie)
        #expect(presenter.states.last?.cells == cells("XOXXOOOXX"))
        #expect(scores.winners.isEmpty)
    }

    @Test("after a win no move counts: nothing is presented and the score is not counted again")
    func noMoveAfterTheEnd() {
        let (interactor, presenter, scores, _) = makeInteractor()
        play([0, 3, 1, 4, 2], on: interactor)
        let shown = presenter.states.count
        play([5, 6, 7, 8], on: interactor)
        #expect(presenter.states.count == shown)
        #expect(scores.winners == [.player1])
    }

    @Test("closing the game, abandoned or after its result, tells the lobby once each time and presents nothing")
    func close() {
        let (interactor, presenter, _, listener) = makeInteractor()
        interactor.request(action: .closeGame)
        #expect(listener.endCount == 1)
        #expect(presenter.states.isEmpty)
        play([0, 3, 1, 4, 2], on: interactor)
        interactor.request(action: .closeGame)
        #expect(listener.endCount == 2)
    }

    @Test("viewDidLoad presents nothing; the builder's initial state is the empty board")
    func initialState() {
        let (interactor, presenter, _, _) = makeInteractor()
        interactor.request(action: .viewDidLoad)
        #expect(presenter.states.isEmpty)
        #expect(
            TicTacToeInteractor.state(of: TicTacToeBoard(), session: .sample)
                == TicTacToeViewState(player1Name: "Ada Brooks", player2Name: "Grace"))
    }

    // MARK: Keys, through the real screen

    private func makeScreen() -> (TicTacToeViewController, TicTacToeInteractor, ScoreStreamMock, TicTacToeListenerMock) {
        let screen = TicTacToeViewController(initialState: TicTacToeInteractor.state(of: TicTacToeBoard(), session: .sample))
        let scores = ScoreStreamMock()
        let listener = TicTacToeListenerMock()
        let interactor = TicTacToeInteractor(presenter: screen, session: .sample, scoreStream: scores)
        interactor.listener = listener
        interactor.activate()
        return (screen, interactor, scores, listener)
    }

    @Test("digits 1 to 9 place a mark in cells 1 to 9, row by row; 0 is not a cell")
    func digits() {
        for digit in 1...9 {
            let (screen, interactor, _, _) = makeScreen()
            _ = screen.handle(.character(Character(String(digit))))
            var expected = [TicTacToeViewState.Mark?](repeating: nil, count: 9)
            expected[digit - 1] = .x
            #expect(screen.viewModel.state.cells == expected, "digit \(digit)")
            withExtendedLifetime(interactor) {}
        }
        let (screen, interactor, _, _) = makeScreen()
        #expect(screen.handle(.character("0")) == false)
        #expect(screen.viewModel.state.cells.allSatisfy { $0 == nil })
        withExtendedLifetime(interactor) {}
    }

    @Test("arrows and Enter play the cell under the cursor; a digit on a taken cell does nothing")
    func arrowsAndEnter() {
        let (screen, interactor, _, _) = makeScreen()
        _ = screen.handle(.enter)  // the cursor starts in the centre
        _ = screen.handle(.up)
        _ = screen.handle(.character(" "))
        _ = screen.handle(.character("5"))  // the centre, taken
        #expect(screen.viewModel.state.cells == cells(".O..X...."))
        #expect(screen.viewModel.state.turn == .x)
        withExtendedLifetime(interactor) {}
    }

    @Test("a game won with digits shows the result; Enter on it, or Escape during a game, tells the lobby")
    func winThenClose() {
        let (screen, interactor, scores, listener) = makeScreen()
        for key in "14253" { _ = screen.handle(.character(key)) }
        #expect(screen.viewModel.state.result == .won(.x))
        #expect(scores.winners == [.player1])
        _ = screen.handle(.character("9"))  // the alert is up: no move
        #expect(screen.viewModel.state.cells[8] == nil)
        _ = screen.handle(.enter)
        #expect(listener.endCount == 1)

        let (other, otherInteractor, _, otherListener) = makeScreen()
        _ = other.handle(.escape)
        #expect(otherListener.endCount == 1)
        withExtendedLifetime((interactor, otherInteractor)) {}
    }

    @Test("Escape during a game in progress asks first: Esc or Enter keeps the board, Leave ends it without a score")
    func abandonAsks() {
        let (screen, interactor, scores, listener) = makeScreen()
        for key in "15" { _ = screen.handle(.character(key)) }
        _ = screen.handle(.escape)
        #expect(screen.viewModel.state.isConfirmingAbandon == true)
        #expect(listener.endCount == 0)
        _ = screen.handle(.character("9"))  // the alert is up: no move
        #expect(screen.viewModel.state.cells[8] == nil)
        _ = screen.handle(.escape)
        #expect(screen.viewModel.state.isConfirmingAbandon != true)
        #expect(screen.viewModel.state.cells == cells("X...O...."))
        _ = screen.handle(.escape)
        _ = screen.handle(.enter)  // the focus starts on Keep playing
        #expect(screen.viewModel.state.isConfirmingAbandon != true)
        #expect(listener.endCount == 0)
        _ = screen.handle(.escape)
        _ = screen.handle(.right)
        _ = screen.handle(.enter)
        #expect(listener.endCount == 1)
        #expect(scores.winners.isEmpty)
        withExtendedLifetime(interactor) {}
    }
}

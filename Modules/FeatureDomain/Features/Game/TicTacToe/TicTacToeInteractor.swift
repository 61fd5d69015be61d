import FeatureUserInterface
import RIBs

/// The TicTacToe RIB's routing, as its interactor sees it.
@MainActor
public protocol TicTacToeRouting: ViewableRouting {}

/// The board screen, as its interactor sees it.
@MainActor
public protocol TicTacToePresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<TicTacToeViewAction>)? { get set }
    /// Shows `state`.
    func update(state: TicTacToeViewState)
}

/// The TicTacToe interactor, as its screen sees it.
@MainActor
public protocol TicTacToePresentableListener: ScreenActionListener<TicTacToeViewAction> {}

/// What TicTacToe tells its parent.
@MainActor
public protocol TicTacToeListener: AnyObject {
    /// The game was closed: after its result, or abandoned.
    func gameDidEnd()
    /// Whether a game is under way (a mark placed, no result yet) changed: leaving it now
    /// would, or would no longer, lose it.
    func gameProgressDidChange(isInProgress: Bool)
}

/// Plays one game: applies moves to a ``TicTacToeBoard``, counts the win in the score stream
/// the moment a line is made, and reports the end when the result alert is closed.
final class TicTacToeInteractor: PresentableInteractor<any TicTacToePresentable>, TicTacToeInteractable, TicTacToePresentableListener {
    weak var router: (any TicTacToeRouting)?
    weak var listener: (any TicTacToeListener)?
    private let session: PlayerSession
    private let scoreStream: any MutableScoreStream
    private var board = TicTacToeBoard()

    /// The invitation code of a game started from a link.
    private let inviteCode: String?

    init(presenter: any TicTacToePresentable, session: PlayerSession, scoreStream: any MutableScoreStream, inviteCode: String? = nil) {
        self.inviteCode = inviteCode
        self.session = session
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func request(action: TicTacToeViewAction) {
        switch action {
        case .viewDidLoad:
            break
        case .place(let cell):
            do {
                try board.place(at: cell)
            } catch {
                return  // A taken cell or a finished game: the move does not count, nothing changes.
            }
            if case .won(let mark) = board.outcome { scoreStream.updateScore(withWinner: mark.player) }
            listener?.gameProgressDidChange(isInProgress: board.isInProgress)
            presenter.update(state: Self.state(of: board, session: session, inviteCode: inviteCode))
        case .closeGame:
            listener?.gameDidEnd()
        case .requestAbandon:
            // An empty board loses nothing; a game in progress is asked about first.
            guard board.isInProgress else {
                listener?.gameDidEnd()
                return
            }
            var state = Self.state(of: board, session: session, inviteCode: inviteCode)
            state.isConfirmingAbandon = true
            presenter.update(state: state)
        case .cancelAbandon:
            presenter.update(state: Self.state(of: board, session: session, inviteCode: inviteCode))
        }
    }

    /// What the screen shows for `board`.
    static func state(of board: TicTacToeBoard, session: PlayerSession, inviteCode: String? = nil) -> TicTacToeViewState {
        let result: TicTacToeViewState.Result? =
            switch board.outcome {
            case .won(let mark): .won(viewMark(mark))
            case .draw: .tie
            case nil: nil
            }
        return TicTacToeViewState(
            cells: board.cells.map { $0.map(viewMark) }, turn: viewMark(board.turn),
            player1Name: session.player1Name, player2Name: session.player2Name, result: result, inviteCode: inviteCode)
    }

    private static func viewMark(_ mark: TicTacToeBoard.Mark) -> TicTacToeViewState.Mark {
        mark == .x ? .x : .o
    }
}

import FeatureUserInterface
import RIBs

/// The OffGame RIB's routing, as its interactor sees it.
@MainActor
public protocol OffGameRouting: ViewableRouting {}

/// The lobby screen, as its interactor sees it.
@MainActor
public protocol OffGamePresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<OffGameViewAction>)? { get set }
    /// Shows `state`.
    func update(state: OffGameViewState)
}

/// The OffGame interactor, as its screen sees it.
@MainActor
public protocol OffGamePresentableListener: ScreenActionListener<OffGameViewAction> {}

/// What OffGame tells its parent.
@MainActor
public protocol OffGameListener: AnyObject {
    /// The players want to play tic-tac-toe.
    func startTicTacToe()
    /// The user left the lobby.
    func offGameDidClose()
}

/// The lobby's logic: shows the scores as the score stream changes them, and passes the
/// choice of a game up, as the RIBs tutorial's OffGame does.
final class OffGameInteractor: PresentableInteractor<any OffGamePresentable>, OffGameInteractable, OffGamePresentableListener {
    weak var router: (any OffGameRouting)?
    weak var listener: (any OffGameListener)?
    private let session: PlayerSession
    private let scoreStream: any ScoreStream

    init(presenter: any OffGamePresentable, session: PlayerSession, scoreStream: any ScoreStream) {
        self.session = session
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// The lobby for `session` at `score`.
    static func state(session: PlayerSession, score: Score) -> OffGameViewState {
        OffGameViewState(
            player1Name: session.player1Name, player1Score: score.player1Score,
            player2Name: session.player2Name, player2Score: score.player2Score)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let scores = scoreStream.scores
        task { [weak self, session] in
            for await score in scores {
                self?.presenter.update(state: Self.state(session: session, score: score))
            }
        }
    }

    func request(action: OffGameViewAction) {
        switch action {
        case .viewDidLoad: break
        case .start(.ticTacToe): listener?.startTicTacToe()
        case .back: listener?.offGameDidClose()
        }
    }
}

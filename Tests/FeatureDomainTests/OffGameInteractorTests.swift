import FeatureDomainTestSupport
import FeatureUserInterface
import Testing

@testable import FeatureDomain

/// Records what LoggedIn hears from the lobby.
@MainActor
private final class OffGameListenerMock: OffGameListener {
    private(set) var startCount = 0
    private(set) var closeCount = 0
    func startTicTacToe() { startCount += 1 }
    func offGameDidClose() { closeCount += 1 }
}

@MainActor
@Suite("OffGame interactor", .timeLimit(.minutes(1)))
struct OffGameInteractorTests {
    typealias Presenter = PresentableMock<OffGameViewState, OffGameViewAction>

    private func makeInteractor(_ scores: ScoreStreamMock = ScoreStreamMock()) -> (OffGameInteractor, Presenter, OffGameListenerMock) {
        let presenter = Presenter()
        let listener = OffGameListenerMock()
        let interactor = OffGameInteractor(presenter: presenter, session: .sample, scoreStream: scores)
        interactor.listener = listener
        return (interactor, presenter, listener)
    }

    private func lobby(_ player1Score: Int, _ player2Score: Int) -> OffGameViewState {
        OffGameViewState(player1Name: "Ada Brooks", player1Score: player1Score, player2Name: "Grace", player2Score: player2Score)
    }

    @Test("becomes its presenter's listener")
    func listensToPresenter() {
        let (interactor, presenter, _) = makeInteractor()
        #expect(presenter.listener === interactor)
    }

    @Test("once active, presents both players' names and the scores the stream holds")
    func presentsScores() async {
        let (interactor, presenter, _) = makeInteractor(ScoreStreamMock(Score(player1Score: 3, player2Score: 1)))
        #expect(presenter.states.isEmpty)
        interactor.activate()
        #expect(await eventually { presenter.states == [lobby(3, 1)] })
    }

    @Test("presents the scores again whenever the stream changes them")
    func followsTheStream() async {
        let scores = ScoreStreamMock()
        let (interactor, presenter, _) = makeInteractor(scores)
        interactor.activate()
        #expect(await eventually { presenter.states.last == lobby(0, 0) })
        scores.updateScore(withWinner: .player2)
        #expect(await eventually { presenter.states.last == lobby(0, 1) })
        scores.set(Score(player1Score: 5, player2Score: 2))
        #expect(await eventually { presenter.states.last == lobby(5, 2) })
    }

    @Test("once inactive, changes of the stream are no longer presented")
    func stopsWhenInactive() async {
        let scores = ScoreStreamMock()
        let (interactor, presenter, _) = makeInteractor(scores)
        interactor.activate()
        #expect(await eventually { presenter.states.count == 1 })
        interactor.deactivate()
        scores.updateScore(withWinner: .player1)
        for _ in 0..<50 { await Task.yield() }
        #expect(presenter.states == [lobby(0, 0)])
    }

    @Test("starting tic-tac-toe tells the parent, and only that")
    func start() {
        let (interactor, presenter, listener) = makeInteractor()
        interactor.request(action: .start(.ticTacToe))
        #expect(listener.startCount == 1)
        #expect(listener.closeCount == 0)
        #expect(presenter.states.isEmpty)
    }

    @Test("Back tells the parent the lobby closed; viewDidLoad does nothing")
    func back() {
        let (interactor, _, listener) = makeInteractor()
        interactor.request(action: .viewDidLoad)
        #expect(listener.closeCount == 0)
        interactor.request(action: .back)
        #expect(listener.closeCount == 1)
        #expect(listener.startCount == 0)
    }
}

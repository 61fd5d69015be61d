import DesignSystem
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import Network
import RIBs

@testable import FeatureDomain

/// Records the states the interactor presents.
@MainActor
final class PresentableMock<State, Action>: Presentable {
    /// Weak, as a screen's model holds it, so an interactor and its mock presenter do not keep
    /// each other alive (a router's leak check would fail the test process).
    weak var listener: (any ScreenActionListener<Action>)?
    private(set) var states: [State] = []

    func update(state: State) { states.append(state) }
}

extension PresentableMock: HomePresentable where State == HomeViewState, Action == HomeViewAction {}
extension PresentableMock: LoggedOutPresentable where State == LoggedOutViewState, Action == LoggedOutViewAction {}
extension PresentableMock: OffGamePresentable where State == OffGameViewState, Action == OffGameViewAction {}
extension PresentableMock: TicTacToePresentable where State == TicTacToeViewState, Action == TicTacToeViewAction {}
extension PresentableMock: MainMenuPresentable where State == MainMenuViewState, Action == MainMenuViewAction {}
extension PresentableMock: CartPresentable where State == CartViewState, Action == CartViewAction {}
extension PresentableMock: CardApplicationPresentable where State == CardApplicationViewState, Action == CardApplicationViewAction {}
extension PresentableMock: PromotionPresentable where State == PromotionViewState, Action == PromotionViewAction {}
extension PresentableMock: ProfilePresentable where State == ProfileViewState, Action == ProfileViewAction {}

typealias HomePresentableMock = PresentableMock<HomeViewState, HomeViewAction>

/// Members whose answers the test sets and holds: the reads (`members()`, `member(id:)`) wait
/// while `holdsReads` is true, deletions while `holdsDeletions` is true, until released.
@MainActor
final class HeldMembersRepositoryMock: MembersRepository {
    var result: Result<[Member], NetworkError>
    var deleteResult: Result<Void, NetworkError> = .success(())
    var holdsReads = true
    var holdsDeletions = true
    private(set) var membersCallCount = 0
    private(set) var deletedIDs: [String] = []
    private var heldReads: [CheckedContinuation<Void, Never>] = []
    private var heldDeletions: [CheckedContinuation<Void, Never>] = []

    init(_ result: Result<[Member], NetworkError> = .success(Member.samples)) { self.result = result }

    /// Whether a call is waiting to be released.
    var isHolding: Bool { !heldReads.isEmpty || !heldDeletions.isEmpty }

    func members() async throws(NetworkError) -> [Member] {
        membersCallCount += 1
        if holdsReads { await withCheckedContinuation { heldReads.append($0) } }
        return try result.get()
    }

    func member(id: String) async throws(NetworkError) -> Member {
        if holdsReads { await withCheckedContinuation { heldReads.append($0) } }
        guard let member = try result.get().first(where: { $0.id == id }) else { throw .httpStatus(code: 404, bodyExcerpt: "") }
        return member
    }

    func deleteMember(id: String) async throws(NetworkError) {
        deletedIDs.append(id)
        if holdsDeletions { await withCheckedContinuation { heldDeletions.append($0) } }
        // As the HTTP client does: a task cancelled while its request was out hears `.cancelled`,
        // whatever the server did with the request.
        if Task.isCancelled { throw .cancelled }
        try deleteResult.get()
    }

    /// Lets the held reads go on, and those to come.
    func releaseReads() {
        holdsReads = false
        let waiting = heldReads
        heldReads = []
        for continuation in waiting { continuation.resume() }
    }

    /// Lets every held call go on, and those to come.
    func release() {
        releaseReads()
        holdsDeletions = false
        let waiting = heldDeletions
        heldDeletions = []
        for continuation in waiting { continuation.resume() }
    }
}

/// Records what a parent of Home hears.
@MainActor
final class HomeListenerMock: HomeListener {
    private(set) var closeCount = 0
    func homeDidClose() { closeCount += 1 }
}

/// A score stream in memory that records the winners it is told of.
@MainActor
final class ScoreStreamMock: MutableScoreStream {
    private let relay: CurrentValueRelay<Score>
    private(set) var winners: [PlayerType] = []

    init(_ score: Score = Score()) { relay = CurrentValueRelay(score) }

    var score: Score { relay.value }
    var scores: AsyncStream<Score> { relay.values }

    func updateScore(withWinner winner: PlayerType) {
        winners.append(winner)
        var score = relay.value
        if winner == .player1 { score.player1Score += 1 } else { score.player2Score += 1 }
        relay.accept(score)
    }

    /// Replaces the score, as another writer would.
    func set(_ score: Score) { relay.accept(score) }
}

extension PlayerSession {
    /// Ada signed in as player 1, Grace as the guest.
    static let sample = PlayerSession(member: Member.samples[1], player2Name: "Grace")
}

/// A window that records its root.
@MainActor
final class WindowMock: Window {
    private(set) var roots: [any ViewControllable] = []
    func setRootViewControllable(_ viewControllable: any ViewControllable) { roots.append(viewControllable) }
}

import RIBs

/// The two players' scores.
public struct Score: Codable, Equatable, Sendable {
    public var player1Score: Int
    public var player2Score: Int

    /// The most wins a player's score counts; a saved score past it is refused as damaged, and
    /// a win at it leaves it there.
    public static let maximum = 1_000_000_000

    /// Creates a score, zero by default.
    public init(player1Score: Int = 0, player2Score: Int = 0) {
        self.player1Score = player1Score
        self.player2Score = player2Score
    }
}

/// One of the two players.
public enum PlayerType: Sendable, Equatable {
    case player1, player2
}

/// The scores as readers see them: the lobby reads, only the game writes.
@MainActor
public protocol ScoreStream: AnyObject {
    /// The scores now.
    var score: Score { get }
    /// The scores now, then every change.
    var scores: AsyncStream<Score> { get }
}

/// The scores as the game sees them: it counts each win.
@MainActor
public protocol MutableScoreStream: ScoreStream {
    /// Counts a win for `winner`.
    func updateScore(withWinner winner: PlayerType)
}

/// The scores of one member's games against one guest, kept in a relay for readers and saved on every change.
@MainActor
final class PersistentScoreStream: MutableScoreStream {
    private let relay: CurrentValueRelay<Score>
    private let store: AppStore
    private let memberID: String
    private let guest: String

    init(store: AppStore, memberID: String, guest: String) {
        self.store = store
        self.memberID = memberID
        self.guest = guest
        relay = CurrentValueRelay(store.loadScore(memberID: memberID, guest: guest), removingDuplicates: true)
    }

    var score: Score { relay.value }
    var scores: AsyncStream<Score> { relay.values }

    func updateScore(withWinner winner: PlayerType) {
        var score = relay.value
        switch winner {
        case .player1: score.player1Score = min(Score.maximum, Saturating.sum(score.player1Score, 1))
        case .player2: score.player2Score = min(Score.maximum, Saturating.sum(score.player2Score, 1))
        }
        relay.accept(score)
        store.saveScore(score, memberID: memberID, guest: guest)
    }
}

/// What the game lobby shows: both players with their scores, and the games to start.
public struct OffGameViewState: Codable, Equatable, Sendable {
    /// A game the lobby can start.
    public enum Game: String, Codable, CaseIterable, Sendable {
        case ticTacToe
    }

    public var player1Name: String
    public var player1Score: Int
    public var player2Name: String
    public var player2Score: Int
    public var games: [Game]

    /// Creates an `OffGameViewState` from its parts.
    public init(player1Name: String, player1Score: Int = 0, player2Name: String, player2Score: Int = 0, games: [Game] = Game.allCases) {
        self.player1Name = player1Name
        self.player1Score = player1Score
        self.player2Name = player2Name
        self.player2Score = player2Score
        self.games = games
    }
}

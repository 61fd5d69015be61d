/// What the tic-tac-toe board shows: the nine cells, whose turn it is and, once over, the result.
public struct TicTacToeViewState: Codable, Equatable, Sendable {
    /// A player's mark.
    public enum Mark: String, Codable, Sendable {
        case x = "X"
        case o = "O"
    }

    /// How a game ended.
    public enum Result: Codable, Equatable, Sendable {
        case won(Mark)
        case tie
    }

    /// The cells row by row, nine of them.
    public var cells: [Mark?]
    public var turn: Mark
    public var player1Name: String
    public var player2Name: String
    public var result: Result?
    /// The invitation code of a game started from a link, shown under the board.
    public var inviteCode: String?
    /// Whether the screen asks before a game in progress is abandoned; nil (older states) is no.
    public var isConfirmingAbandon: Bool?

    /// Creates a `TicTacToeViewState` from its parts.
    public init(
        cells: [Mark?] = Array(repeating: nil, count: 9), turn: Mark = .x, player1Name: String, player2Name: String, result: Result? = nil,
        inviteCode: String? = nil, isConfirmingAbandon: Bool? = nil
    ) {
        self.cells = cells.count == 9 ? cells : Array(repeating: nil, count: 9)
        self.turn = turn
        self.player1Name = player1Name
        self.player2Name = player2Name
        self.result = result
        self.inviteCode = inviteCode
        self.isConfirmingAbandon = isConfirmingAbandon
    }

    /// The name of the player who plays `mark`: player 1 plays X.
    public func name(of mark: Mark) -> String {
        mark == .x ? player1Name : player2Name
    }
}

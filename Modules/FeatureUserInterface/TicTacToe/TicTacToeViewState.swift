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

    /// Decodes a state, refusing a board that is not nine cells (a hand-written state file's
    /// slip) rather than drawing one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cells = try container.decode([Mark?].self, forKey: .cells)
        guard cells.count == 9 else {
            throw DecodingError.dataCorruptedError(
                forKey: .cells, in: container, debugDescription: "a board has 9 cells, row by row; this one has \(cells.count)")
        }
        turn = try container.decode(Mark.self, forKey: .turn)
        player1Name = try container.decode(String.self, forKey: .player1Name)
        player2Name = try container.decode(String.self, forKey: .player2Name)
        result = try container.decodeIfPresent(Result.self, forKey: .result)
        inviteCode = try container.decodeIfPresent(String.self, forKey: .inviteCode)
        isConfirmingAbandon = try container.decodeIfPresent(Bool.self, forKey: .isConfirmingAbandon)
    }

    /// The mark in cell `index` (0–8, row by row); nil when it is empty or there is no such cell.
    public func mark(at index: Int) -> Mark? {
        cells.indices.contains(index) ? cells[index] : nil
    }

    /// The name of the player who plays `mark`: player 1 plays X.
    public func name(of mark: Mark) -> String {
        mark == .x ? player1Name : player2Name
    }
}

/// A game of tic-tac-toe and its rules: X moves first, marks alternate, three in a row, column
/// or diagonal wins, a full board without a line is a draw, and no move counts after the end.
public struct TicTacToeBoard: Equatable, Sendable {
    /// A player's mark; player 1 plays X.
    public enum Mark: Equatable, Sendable {
        case x, o

        /// The other mark.
        public var opponent: Mark { self == .x ? .o : .x }
        /// The player who plays this mark.
        public var player: PlayerType { self == .x ? .player1 : .player2 }
    }

    /// How a game ended.
    public enum Outcome: Equatable, Sendable {
        case won(Mark)
        case draw
    }

    /// Why a move was refused.
    public enum MoveError: Error, Equatable, Sendable {
        case cellOutOfRange
        case cellTaken
        case gameOver
    }

    /// The eight lines that win, as cell indices row by row.
    static let winningLines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    /// The cells row by row; nil is empty.
    public private(set) var cells: [Mark?] = Array(repeating: nil, count: 9)
    /// Whose move it is.
    public private(set) var turn: Mark = .x
    /// The result, once the game is over.
    public private(set) var outcome: Outcome?

    /// Whether a game is under way: a mark placed and no result yet, so leaving would lose it.
    public var isInProgress: Bool { outcome == nil && cells.contains { $0 != nil } }

    /// An empty board, X to move.
    public init() {}

    /// Places the current player's mark on `cell` (0 to 8, row by row) and passes the turn, or
    /// ends the game on a line or a full board.
    public mutating func place(at cell: Int) throws(MoveError) {
        guard outcome == nil else { throw .gameOver }
        guard cells.indices.contains(cell) else { throw .cellOutOfRange }
        guard cells[cell] == nil else { throw .cellTaken }
        cells[cell] = turn
        if Self.winningLines.contains(where: { line in line.allSatisfy { cells[$0] == turn } }) {
            outcome = .won(turn)
        } else if !cells.contains(nil) {
            outcome = .draw
        } else {
            turn = turn.opponent
        }
    }
}

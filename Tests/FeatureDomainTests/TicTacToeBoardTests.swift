import Testing

@testable import FeatureDomain

@Suite("Tic-tac-toe rules")
struct TicTacToeBoardTests {
    /// Plays `cells` in order on a new board.
    private func board(after cells: [Int]) throws -> TicTacToeBoard {
        var board = TicTacToeBoard()
        for cell in cells { try board.place(at: cell) }
        return board
    }

    @Test("X moves first and the marks alternate")
    func alternates() throws {
        let board = try board(after: [4, 0])
        #expect(board.cells[4] == .x)
        #expect(board.cells[0] == .o)
        #expect(board.turn == .x)
        #expect(board.outcome == nil)
    }

    @Test("every row, column and diagonal wins", arguments: TicTacToeBoard.winningLines)
    func lineWins(line: [Int]) throws {
        // O plays the first free cells that are not on the line and cannot make a line of
        // their own before X's third move.
        let others = (0..<9).filter { !line.contains($0) }
        let board = try board(after: [line[0], others[0], line[1], others[1], line[2]])
        #expect(board.outcome == .won(.x))
    }

    @Test("O wins with its own line")
    func oWins() throws {
        let board = try board(after: [0, 3, 1, 4, 8, 5])
        #expect(board.outcome == .won(.o))
        #expect(TicTacToeBoard.Mark.o.player == .player2)
    }

    @Test("a full board without a line is a draw")
    func draw() throws {
        let board = try board(after: [0, 1, 2, 4, 3, 5, 7, 6, 8])
        #expect(board.outcome == .draw)
        #expect(!board.cells.contains(nil))
    }

    @Test("a taken cell is refused and changes nothing")
    func takenCell() throws {
        var board = try board(after: [4])
        let before = board
        #expect(throws: TicTacToeBoard.MoveError.cellTaken) { try board.place(at: 4) }
        #expect(board == before)
    }

    @Test("no move counts after the end")
    func noMoveAfterEnd() throws {
        var board = try board(after: [0, 3, 1, 4, 2])
        let before = board
        #expect(throws: TicTacToeBoard.MoveError.gameOver) { try board.place(at: 8) }
        #expect(board == before)
    }

    @Test("cells outside 0 to 8 are refused")
    func outOfRange() {
        var board = TicTacToeBoard()
        #expect(throws: TicTacToeBoard.MoveError.cellOutOfRange) { try board.place(at: 9) }
        #expect(throws: TicTacToeBoard.MoveError.cellOutOfRange) { try board.place(at: -1) }
        #expect(board == TicTacToeBoard())
    }
}

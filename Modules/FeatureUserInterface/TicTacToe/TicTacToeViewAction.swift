/// What the tic-tac-toe board asks of whoever drives it.
public enum TicTacToeViewAction: ScreenAction {
    case viewDidLoad
    /// Place the current player's mark in a cell, 0 to 8, row by row.
    case place(cell: Int)
    /// Close the game: the result alert's OK, or Leave in the alert that asks before abandoning.
    case closeGame
    /// Escape during a game: leave it, asking first if it is in progress.
    case requestAbandon
    /// Keep playing: the alert that asked before abandoning is answered no.
    case cancelAbandon
}

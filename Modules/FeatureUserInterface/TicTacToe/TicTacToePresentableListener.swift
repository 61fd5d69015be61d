/// Whoever handles the TicTacToe screen's actions (the tic-tac-toe board): in the app, its interactor.
@MainActor
public protocol TicTacToePresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: TicTacToeViewAction)
}

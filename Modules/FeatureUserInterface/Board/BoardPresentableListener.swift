/// Whoever handles the Board screen's actions (the board of posts): in the app, its interactor.
@MainActor
public protocol BoardPresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: BoardViewAction)
}

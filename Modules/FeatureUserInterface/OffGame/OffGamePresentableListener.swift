/// Whoever handles the OffGame screen's actions (the game lobby: scores and the list of games): in the app, its interactor.
@MainActor
public protocol OffGamePresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: OffGameViewAction)
}

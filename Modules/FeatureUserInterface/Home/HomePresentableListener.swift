/// Whoever handles the Home screen's actions: in the app, the Home interactor.
@MainActor
public protocol HomePresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: HomeViewAction)
}

/// Whoever handles the CardApplication screen's actions (the check card application): in the app, its interactor.
@MainActor
public protocol CardApplicationPresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: CardApplicationViewAction)
}

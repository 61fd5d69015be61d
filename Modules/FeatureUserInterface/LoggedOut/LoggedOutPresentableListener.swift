/// Whoever handles the LoggedOut screen's actions (the RIBs tutorial's login: two player names and a login button): in the app, its interactor.
@MainActor
public protocol LoggedOutPresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: LoggedOutViewAction)
}

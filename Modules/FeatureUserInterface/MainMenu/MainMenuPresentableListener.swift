/// Whoever handles the MainMenu screen's actions (the logged-in app's main menu): in the app, its interactor.
@MainActor
public protocol MainMenuPresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: MainMenuViewAction)
}

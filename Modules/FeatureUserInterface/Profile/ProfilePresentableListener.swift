/// Whoever handles the Profile screen's actions (the member's profile, with logout and delete account): in the app, its interactor.
@MainActor
public protocol ProfilePresentableListener: AnyObject {
    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: ProfileViewAction)
}

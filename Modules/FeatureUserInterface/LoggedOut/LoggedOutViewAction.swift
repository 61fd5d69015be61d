/// What the login screen asks of whoever drives it.
public enum LoggedOutViewAction: ScreenAction {
    case viewDidLoad
    /// Log in with the two names as typed; the interactor validates them.
    case login(player1Name: String, player2Name: String)
}

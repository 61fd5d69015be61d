import FeatureUserInterface
import Resources

/// The login screen in the catalog.
enum LoggedOutPreview: ScreenPreview {
    typealias View = LoggedOutView
    static let name = "logged-out"

    static func states() -> [NamedState<LoggedOutViewState>] {
        [
            NamedState(name: "empty", state: LoggedOutViewState()),
            NamedState(name: "korean", state: LoggedOutViewState(player1Name: "김민준", player2Name: "이서연")),
            NamedState(name: "link-waiting", state: LoggedOutViewState(waitingLink: "\(R.string.game.ticTacToe()) · ABC123")),
            NamedState(name: "invalid", state: LoggedOutViewState(player1Name: "Ada", validationMessage: "Both players need a name.")),
            NamedState(
                name: "long",
                state: LoggedOutViewState(
                    player1Name: "Maximilian Alexander von Hohenberg-Wittelsbach", player2Name: "佐藤 花子 🌸",
                    validationMessage: "Names may be at most 20 characters long; the first one has 44.")),
        ]
    }

}

extension LoggedOutPreview {
    /// Logging in shows the names sent; whether they are accepted is the app's rule, so the
    /// preview never refuses (the "invalid" state shows a refusal).
    static func scriptedStates(after action: LoggedOutViewAction, from state: LoggedOutViewState) -> [LoggedOutViewState] {
        guard case .login(let first, let second) = action else { return [] }
        return [LoggedOutViewState(player1Name: first, player2Name: second)]
    }
}

extension LoggedOutPreview {
    /// No action leaves this screen: Escape, which it does not use, goes back.
    static func leaves(after action: LoggedOutViewAction) -> Bool { false }
}

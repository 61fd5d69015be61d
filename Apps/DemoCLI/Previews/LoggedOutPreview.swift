import FeatureUserInterface
import Resources

/// The login screen in the catalog.
enum LoggedOutPreview: ScreenPreview {
    static let name = "logged-out"

    static func states() -> [NamedState<LoggedOutViewState>] {
        [
            NamedState(name: "empty", state: LoggedOutViewState()),
            NamedState(name: "korean", state: LoggedOutViewState(player1Name: "김민준", player2Name: "이서연")),
            NamedState(name: "invalid", state: LoggedOutViewState(player1Name: "Ada", validationMessage: "Both players need a name.")),
            NamedState(name: "long", state: LoggedOutViewState(
                player1Name: "Maximilian Alexander von Hohenberg-Wittelsbach", player2Name: "佐藤 花子 🌸",
                validationMessage: "Names may be at most 20 characters long; the first one has 44.")),
        ]
    }

    static func makeScreen(state: LoggedOutViewState, actionLog: ActionLog?) -> PreviewScreen {
        let viewController = LoggedOutViewController(initialState: state)
        guard let actionLog else { return PreviewScreen(viewController: viewController, listener: nil) }
        let listener = LoggedOutPreviewListener(viewController: viewController, actionLog: actionLog)
        viewController.listener = listener
        return PreviewScreen(viewController: viewController, listener: listener)
    }
}

/// Plays the app's part: refuses a login with an empty name, as the tutorial's interactor does.
@MainActor
final class LoggedOutPreviewListener: LoggedOutPresentableListener {
    private weak var viewController: LoggedOutViewController?
    private let actionLog: ActionLog

    init(viewController: LoggedOutViewController, actionLog: ActionLog) {
        self.viewController = viewController
        self.actionLog = actionLog
    }

    func request(action: LoggedOutViewAction) {
        actionLog.record(action)
        guard case .login(let first, let second) = action, let viewController else { return }
        var state = viewController.viewModel.state
        state.player1Name = first
        state.player2Name = second
        state.validationMessage = first.isEmpty || second.isEmpty ? "Both players need a name." : nil
        viewController.update(state: state)
    }
}

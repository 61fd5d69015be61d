import FeatureUserInterface

/// Records the actions a screen sends, in order: a listener for any screen.
@MainActor
final class ActionRecorder<Action: Sendable>: ScreenActionListener {
    private(set) var actions: [Action] = []

    func request(action: Action) {
        actions.append(action)
    }
}

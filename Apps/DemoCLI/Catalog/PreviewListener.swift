import FeatureUserInterface

/// Plays the app's part for a previewed screen: logs each action (and whether it leaves the
/// screen) and shows the states its preview scripts for it, the first at once and the rest one
/// main-actor turn apart.
@MainActor
final class PreviewListener<View: StateScreenView>: ScreenActionListener {
    typealias Script = (View.Action, View.State) -> [View.State]

    private weak var viewController: ScreenViewController<View>?
    private let actionLog: ActionLog
    private let script: Script
    private let leaves: (View.Action) -> Bool

    init(viewController: ScreenViewController<View>, actionLog: ActionLog, script: @escaping Script, leaves: @escaping (View.Action) -> Bool) {
        self.viewController = viewController
        self.actionLog = actionLog
        self.script = script
        self.leaves = leaves
    }

    func request(action: View.Action) {
        actionLog.record(action, leaves: leaves(action))
        guard let viewController else { return }
        var states = script(action, viewController.viewModel.state)[...]
        guard let first = states.popFirst() else { return }
        viewController.update(state: first)
        guard !states.isEmpty else { return }
        Task { [weak viewController] in
            for state in states {
                await Task.yield()
                viewController?.update(state: state)
            }
        }
    }
}

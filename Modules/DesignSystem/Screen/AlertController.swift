/// Presents an ``Alert`` modally and reports the choice: arrows and Tab move between the
/// choices, Enter or Space picks the focused one, Escape picks the cancel choice.
@MainActor
public final class AlertController: ViewController {
    private let alertTitle: String
    private let message: String
    private let actions: [AlertAction]
    private var focus: FocusRing<Int>
    private let onAction: @MainActor (AlertAction) -> Void

    /// Creates an alert; `onAction` is called with the choice after the alert is dismissed.
    /// The focus starts on the cancel choice, so Enter never destroys by accident.
    public init(title: String, message: String, actions: [AlertAction], onAction: @escaping @MainActor (AlertAction) -> Void) {
        self.alertTitle = title
        self.message = message
        self.actions = actions
        let cancelIndex = actions.firstIndex { $0.role == .cancel }
        self.focus = FocusRing(Array(actions.indices), focused: cancelIndex)
        self.onAction = onAction
        super.init()
    }

    /// The alert as drawn now.
    public var alert: Alert {
        let focused = focus.focused ?? 0
        return Alert(
            title: alertTitle, message: message, actions: actions, focusedIndex: focused,
            actionKeys: actions.indices.map { Alert.keys(toChoose: $0, focused: focused) })
    }

    public override var title: String { alertTitle }

    /// Each key is named by what it does: Enter by the choice it picks, Esc by the cancel choice.
    public override var keyHints: [KeyHint] {
        let focused = focus.focused.map { actions[$0] }
        let cancel = actions.first { $0.role == .cancel }
        var hints: [KeyHint] = []
        // Only a choice of buttons has a focus to move.
        if actions.count > 1 { hints.append(KeyHint(key: "←→", label: Theme.current.strings.move)) }
        if let focused { hints.append(KeyHint(key: "Enter", label: focused.title)) }
        // Esc that picks what Enter picks is the same way out: one hint for both keys.
        if let cancel, cancel == focused, actions.count == 1 {
            hints = [KeyHint(key: "Enter/Esc", label: cancel.title, priority: .wayOut)]
        } else if let cancel {
            hints.append(KeyHint(key: "Esc", label: cancel.title))
        }
        return hints
    }

    public override func body() -> any Widget { alert }

    public override func handle(_ key: Key) -> Bool {
        if focus.handle(key, arrows: true) { return true }
        switch key {
        case .enter, .character(" "):
            if let index = focus.focused { choose(actions[index]) }
        case .escape:
            if let cancel = actions.first(where: { $0.role == .cancel }) { choose(cancel) }
        default:
            break
        }
        // A modal takes every key: nothing reaches the screen underneath.
        return true
    }

    private func choose(_ action: AlertAction) {
        dismiss()
        onAction(action)
    }
}

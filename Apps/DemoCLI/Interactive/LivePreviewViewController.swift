import DesignSystem
import Resources

/// A screen running live with its preview listener, and a line logging the actions it sent.
@MainActor
final class LivePreviewViewController: ViewController {
    private let screen: PreviewScreen
    private let actionLog: ActionLog

    init(screen: PreviewScreen, actionLog: ActionLog) {
        self.screen = screen
        self.actionLog = actionLog
        super.init()
    }

    override var title: String { screen.viewController.title }

    override var keyHints: [KeyHint] {
        let hints = screen.viewController.keyHints
        // Escape goes back only when the screen does not use it itself.
        return hints.contains { $0.key == "Esc" } ? hints : hints + [KeyHint(key: "Esc", label: R.string.hint.back())]
    }

    override func viewDidLoad() {
        addChild(screen.viewController)
        screen.viewController.loadViewIfNeeded()
    }

    override var visibleChildren: [ViewController] { [screen.viewController] }
    override func viewWillAppear() { screen.viewController.beginAppearance() }
    override func viewDidDisappear() { screen.viewController.endAppearance() }

    override func body() -> any Widget {
        PreviewFrame(content: screen.viewController.body(), actions: actionLog.entries)
    }

    override func handle(_ key: Key) -> Bool {
        let handled = screen.viewController.handle(key)
        // The screen's own way out (Esc sends its Back) goes back a level here, as in the app.
        if actionLog.takeLeaveRequest(), let navigation = parent as? NavigationController {
            navigation.pop(through: self)
            return true
        }
        return handled
    }
}

/// The previewed screen above, the action log on the last row.
private struct PreviewFrame: Widget {
    let content: any Widget
    let actions: [String]

    func size(fitting proposal: Size) -> Size { proposal }

    func render(in area: Rect, buffer: inout CellBuffer) {
        guard area.height > 1 else { return }
        content.render(in: area.inset(bottom: 1), buffer: &buffer)
        let label = R.string.demo.logLabel() + " "
        let logRow = Rect(x: area.x + 1, y: area.maxY - 1, width: area.width - 1, height: 1)
        let used = buffer.write(label, x: logRow.x, y: logRow.y, maxWidth: logRow.width, style: Style(foreground: .accent, bold: true))
        let summary = ActionLog.summary(of: actions, width: logRow.width - used)
        buffer.write(
            summary.isEmpty ? R.string.demo.logEmpty() : summary, x: logRow.x + used, y: logRow.y,
            maxWidth: logRow.width - used, style: Style(foreground: .secondary))
    }
}

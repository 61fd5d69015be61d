import DesignSystem
import Resources

/// The second page of the catalog: the named states of one screen; Enter runs it live.
@MainActor
final class StatePickerViewController: ViewController {
    private let preview: AnyScreenPreview
    private unowned let navigation: NavigationController
    private var selectedIndex = 0

    init(preview: AnyScreenPreview, navigation: NavigationController) {
        self.preview = preview
        self.navigation = navigation
        super.init()
    }

    override var title: String { R.string.demo.statesTitle(preview.name) }

    override var keyHints: [KeyHint] {
        [
            KeyHint(key: "↑↓", label: R.string.hint.move()), KeyHint(key: "Enter", label: R.string.hint.open()),
            KeyHint(key: "Esc", label: R.string.hint.back()),
        ]
    }

    override func body() -> any Widget {
        let names = preview.stateNames()
        return Box(title: title, List(count: names.count, selectedIndex: selectedIndex) { names[$0] })
    }

    override func handle(_ key: Key) -> Bool {
        let names = preview.stateNames()
        switch key {
        case .up: selectedIndex = max(0, selectedIndex - 1)
        case .down: selectedIndex = min(names.count - 1, selectedIndex + 1)
        case .enter:
            let log = ActionLog()
            guard let screen = preview.makeScreen(stateNamed: names[selectedIndex], actionLog: log) else { return true }
            navigation.push(LivePreviewViewController(screen: screen, actionLog: log))
        default: return false
        }
        return true
    }
}

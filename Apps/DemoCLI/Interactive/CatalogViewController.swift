import DesignSystem
import Resources

/// The first page of the catalog: every screen; Enter shows its states.
@MainActor
final class CatalogViewController: ViewController {
    private unowned let navigation: NavigationController
    private var selectedIndex = 0

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init()
    }

    override var title: String { R.string.demo.catalogTitle() }

    override var keyHints: [KeyHint] {
        [KeyHint(key: "↑↓", label: R.string.hint.move()), KeyHint(key: "Enter", label: R.string.hint.open())]
    }

    override func body() -> any Widget {
        let previews = ScreenCatalog.previews
        return Box(title: title, List(count: previews.count, selectedIndex: selectedIndex) { index in
            "\(previews[index].name)  (\(previews[index].stateNames().count))"
        })
    }

    override func handle(_ key: Key) -> Bool {
        let count = ScreenCatalog.previews.count
        switch key {
        case .up: selectedIndex = max(0, selectedIndex - 1)
        case .down: selectedIndex = min(count - 1, selectedIndex + 1)
        case .enter:
            navigation.push(StatePickerViewController(preview: ScreenCatalog.previews[selectedIndex], navigation: navigation))
        default: return false
        }
        return true
    }
}

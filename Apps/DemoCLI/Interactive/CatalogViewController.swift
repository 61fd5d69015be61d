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
        let list = Box(
            title: title,
            List(count: previews.count, selectedIndex: selectedIndex) { index in
                "\(previews[index].name)  (\(previews[index].stateNames().count))"
            })
        return CatalogLayout(
            header: VStack {
                Text(R.art.logo, style: Style(foreground: .accent), wraps: false)
                Text(R.string.app.name(), style: Style(foreground: .secondary))
            }, list: list)
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

/// The logo and the app's name above the list when the screen is tall enough, the list alone
/// when it is not.
private struct CatalogLayout: Widget {
    let header: VStack
    let list: Box

    func size(fitting proposal: Size) -> Size { proposal }

    func render(in area: Rect, buffer: inout CellBuffer) {
        let headerHeight = header.size(fitting: area.size).height
        guard area.height >= headerHeight + 6 else {
            list.render(in: area, buffer: &buffer)
            return
        }
        header.render(in: area.prefix(rows: headerHeight).inset(leading: 1), buffer: &buffer)
        list.render(in: area.inset(top: headerHeight + 1), buffer: &buffer)
    }
}

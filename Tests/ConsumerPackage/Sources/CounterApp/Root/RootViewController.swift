import DesignSystem
import RIBs

/// The root RIB's view: it shows the screen of the child RIB the root routes to, and passes it
/// the keys. A view controller of this package's own, so that it conforms to RIBs'
/// `ViewControllable` without a retroactive conformance of DesignSystem's types.
final class RootViewController: ViewController, ViewControllable {
    private(set) var screen: ViewController?

    /// Shows `screen` in place of what was shown.
    func show(_ screen: ViewController) {
        screen.loadViewIfNeeded()
        addChild(screen)
        self.screen = screen
    }

    override var title: String { screen?.title ?? "" }

    override var keyHints: [KeyHint] { screen?.keyHints ?? [] }

    override func body() -> any Widget { screen?.body() ?? Spacer() }

    override func handle(_ key: Key) -> Bool { screen?.handle(key) ?? false }

    override func isShowing(_ child: ViewController) -> Bool { child === screen }

    override var visibleChildren: [ViewController] { screen.map { [$0] } ?? [] }
}

import DesignSystem
import RIBs

/// The running app's RIB tree as `MainCLI tree` shows it: each router's type, whether its
/// interactor is active, its view and whether that view is the one on screen.
public struct RIBTreeSnapshot: Codable, Equatable, Sendable {
    /// The router's type name, as a RIBs user reads it (`LoggedInRouter`).
    public var router: String
    public var isActive: Bool
    /// The view controller's type name; nil for a viewless RIB.
    public var view: String?
    /// Whether this RIB's view is the screen the user sees now.
    public var isOnScreen: Bool
    public var children: [RIBTreeSnapshot]

    /// Creates a snapshot from its parts.
    public init(router: String, isActive: Bool, view: String?, isOnScreen: Bool, children: [RIBTreeSnapshot]) {
        self.router = router
        self.isActive = isActive
        self.view = view
        self.isOnScreen = isOnScreen
        self.children = children
    }

    /// The tree below and including `root`; the screen on show is the top of the root's stack.
    @MainActor
    public init(root: any LaunchRouting) {
        let onScreen = (root.viewControllable.terminalViewController as? NavigationController)?.topViewController
        self.init(router: root, onScreen: onScreen)
    }

    @MainActor
    private init(router: any Routing, onScreen: ViewController?) {
        self.router = Self.typeName(of: router)
        isActive = router.interactable.isActive
        if let viewable = router as? any ViewableRouting {
            let viewController = viewable.viewControllable.terminalViewController
            view = Self.typeName(of: viewController)
            isOnScreen = viewController === onScreen
        } else {
            view = nil
            isOnScreen = false
        }
        children = router.children.map { RIBTreeSnapshot(router: $0, onScreen: onScreen) }
    }

    /// The tree as indented lines, one router a line.
    public var text: String {
        lines(depth: 0).joined(separator: "\n")
    }

    private func lines(depth: Int) -> [String] {
        let state = isActive ? "active" : "inactive"
        let viewPart = view.map { ", view \($0)" } ?? ", viewless"
        let line = String(repeating: "  ", count: depth) + "\(router) (\(state)\(viewPart))" + (isOnScreen ? "  ◀ on screen" : "")
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }

    /// `ScreenViewController<TicTacToeView>` reads as `TicTacToeView`'s controller; module
    /// prefixes are dropped. Asked of the runtime directly: `String(describing:)` would first
    /// look for a description protocol on each new metatype, a scan of every conformance in
    /// the binary, which made the first snapshot after launch cost more than the first frame.
    /// The names it gives are pinned by the instance request tests (`ScreenViewController<…>`).
    private static func typeName(of value: Any) -> String {
        _typeName(type(of: value), qualified: false)
    }
}

import Observation

/// A stack of view controllers of which the top one is shown, like UIKit's navigation controller.
///
/// Pushing and popping run the appear and disappear calls of the screens involved; Escape that
/// the top screen does not use goes back.
@MainActor
public final class NavigationController: ViewController {
    /// The stack, bottom first.
    public private(set) var viewControllers: [ViewController] {
        get {
            observation.access(self, keyPath: \.viewControllers)
            return stack
        }
        set {
            observation.withMutation(of: self, keyPath: \.viewControllers) { stack = newValue }
        }
    }
    /// Observed, so a screen pushed outside a key press (a deep link's workflow, a finished
    /// task) is drawn at once: the host re-renders when what its last frame read changes.
    private let observation = ObservationRegistrar()
    private var stack: [ViewController] = []

    /// Whether Escape that the top screen does not use pops it. An app whose screens belong
    /// to RIBs turns this off: there the owner of a screen decides when it goes.
    public var popsOnEscape = true

    /// Creates an empty navigation controller.
    public override init() {}

    /// The view controller on top, which is shown and gets the keys.
    public var topViewController: ViewController? { viewControllers.last }

    public override var isEditingText: Bool { topViewController?.isEditingText ?? false }

    /// Replaces the whole stack with `viewController`.
    public func setRoot(_ viewController: ViewController) {
        if isAppeared { topViewController?.endAppearance() }
        for old in viewControllers where old !== viewController { old.removeFromParent() }
        viewControllers = [viewController]
        addChild(viewController)
        viewController.loadViewIfNeeded()
        if isAppeared { viewController.beginAppearance() }
    }

    /// Shows `viewController` on top of the stack.
    public func push(_ viewController: ViewController) {
        if isAppeared { topViewController?.endAppearance() }
        viewControllers.append(viewController)
        addChild(viewController)
        viewController.loadViewIfNeeded()
        if isAppeared { viewController.beginAppearance() }
    }

    /// Removes the top view controller unless it is the root; returns it.
    @discardableResult
    public func pop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        if isAppeared {
            popped.endAppearance()
            topViewController?.beginAppearance()
        }
        popped.removeFromParent()
        return popped
    }

    /// Removes `viewController` and everything above it; nothing happens if it is not on the
    /// stack or is its root.
    public func pop(through viewController: ViewController) {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }), index > 0 else { return }
        let wasShown = isAppeared
        if wasShown { topViewController?.endAppearance() }
        for removed in viewControllers[index...] { removed.removeFromParent() }
        viewControllers.removeSubrange(index...)
        if wasShown { topViewController?.beginAppearance() }
    }

    /// Only the top of the stack is shown.
    public override func isShowing(_ child: ViewController) -> Bool {
        child === topViewController
    }

    public override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    public override func viewWillAppear() { topViewController?.beginAppearance() }
    public override func viewDidDisappear() { topViewController?.endAppearance() }

    public override var title: String { topViewController?.title ?? "" }
    public override var keyHints: [KeyHint] { topViewController?.keyHints ?? [] }
    override var hintOwner: ViewController { topViewController?.hintOwner ?? self }
    public override func body() -> any Widget { topViewController?.body() ?? Spacer() }

    /// Gives the key to the top view controller; Escape that it does not use goes back.
    public override func handle(_ key: Key) -> Bool {
        if topViewController?.handle(key) == true { return true }
        if key == .escape, popsOnEscape, viewControllers.count > 1 {
            pop()
            return true
        }
        return false
    }
}

extension NavigationController: Observable {}

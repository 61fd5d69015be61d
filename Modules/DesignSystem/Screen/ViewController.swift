/// The base of every screen's controller: it provides the widget tree to draw and handles keys.
///
/// The UI of a screen lives in its view; a view controller connects that view to whoever
/// drives it and to the screen host. Subclasses override ``body()``, ``handle(_:)`` and
/// ``keyHints``.
@MainActor
open class ViewController {
    /// Whether ``viewDidLoad()`` has run.
    public private(set) final var isViewLoaded = false

    /// The container this view controller is shown in, if any.
    public private(set) final weak var parent: ViewController?

    /// Whether a screen host shows this view controller as its root.
    final var isScreenRoot = false

    /// Whether this view controller is part of what is on screen now: the host's root, or shown
    /// by a container that is on screen.
    public final var isOnScreen: Bool {
        if isScreenRoot { return true }
        guard let parent else { return false }
        return parent.isOnScreen && parent.isShowing(self)
    }

    /// Creates a view controller.
    public init() {}

    /// The title of the screen, for containers and the window.
    open var title: String { "" }

    /// The keys this screen reacts to, for the status bar.
    open var keyHints: [KeyHint] { [] }

    /// Called once, before the screen is first drawn.
    open func viewDidLoad() {}

    /// The widget tree that draws the screen now.
    open func body() -> any Widget { Spacer() }

    /// Handles a key; returns whether the key was used.
    open func handle(_ key: Key) -> Bool { false }

    /// Whether this container shows `child` now; by default every child is shown.
    open func isShowing(_ child: ViewController) -> Bool { true }

    /// Makes this view controller the container of `child`.
    public final func addChild(_ child: ViewController) {
        child.parent = self
    }

    /// Takes this view controller out of its container.
    public final func removeFromParent() {
        parent = nil
    }

    /// Runs ``viewDidLoad()`` the first time it is called.
    public final func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }
}

/// The base of every screen's controller: it provides the widget tree to draw and handles keys.
///
/// The UI of a screen lives in its view; a view controller connects that view to whoever
/// drives it and to the screen host. Subclasses override ``body()``, ``handle(_:)`` and
/// ``keyHints``.
@MainActor
open class ViewController {
    /// Whether ``viewDidLoad()`` has run.
    public private(set) final var isViewLoaded = false

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

    /// Runs ``viewDidLoad()`` the first time it is called.
    public final func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }
}

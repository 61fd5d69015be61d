import Observation

/// The base of every screen's controller: it provides the widget tree to draw and handles keys.
///
/// The UI of a screen lives in its view; a view controller connects that view to whoever
/// drives it and to the screen host. Subclasses override ``body()``, ``handle(_:)``,
/// ``keyHints`` and the lifecycle methods. Like UIKit's, a view controller can sit in a
/// container (``parent``) and present another one modally (``present(_:)``).
@MainActor
open class ViewController {
    /// Whether ``viewDidLoad()`` has run.
    public private(set) final var isViewLoaded = false

    /// Whether the view is showing: between ``viewDidAppear()`` and ``viewWillDisappear()``.
    public private(set) final var isAppeared = false

    /// The container this view controller is shown in, if any.
    public private(set) final weak var parent: ViewController?

    /// The view controller this one presents modally, drawn on top of it and given the keys.
    /// Observed, so that a presentation made without a key (a deep link's question, an alert
    /// after a reply) is drawn at once: the host redraws when what its last frame read changes.
    public private(set) final var presentedViewController: ViewController? {
        get { presentation.viewController }
        set { presentation.viewController = newValue }
    }
    private let presentation = PresentationSlot()

    /// The view controller that presents this one, if it is presented modally.
    public private(set) final weak var presentingViewController: ViewController?

    /// Whether a screen host shows this view controller as its root.
    final var isScreenRoot = false

    /// Creates a view controller.
    public init() {}

    /// Whether this view controller is part of what is on screen now: the host's root, shown by
    /// a container that is on screen, or presented by one that is.
    public final var isOnScreen: Bool {
        if isScreenRoot { return true }
        if let presentingViewController { return presentingViewController.isOnScreen }
        guard let parent else { return false }
        return parent.isOnScreen && parent.isShowing(self)
    }

    /// The title of the screen, for containers and the window.
    open var title: String { "" }

    /// Whether a text field has the keys now, so that a typed `q` is text rather than Quit (the
    /// status bar then offers Ctrl-C instead). Containers answer for the child they show.
    open var isEditingText: Bool { false }

    /// The keys this screen reacts to, for the status bar.
    open var keyHints: [KeyHint] { [] }

    /// The screen whose hints the status bar shows while this one is drawn: itself, or for a
    /// container the child it shows. The bar keeps its hints' places while this stays the same.
    var hintOwner: ViewController { self }

    /// Called once, before the screen is first drawn.
    open func viewDidLoad() {}

    /// Called before the screen becomes visible (shown, pushed, or uncovered by a pop).
    open func viewWillAppear() {}

    /// Called after the screen became visible.
    open func viewDidAppear() {}

    /// Called before the screen stops being visible (covered by a push, popped, replaced).
    open func viewWillDisappear() {}

    /// Called after the screen stopped being visible.
    open func viewDidDisappear() {}

    /// The widget tree that draws the screen now.
    open func body() -> any Widget { Spacer() }

    /// Handles a key; returns whether the key was used.
    open func handle(_ key: Key) -> Bool { false }

    /// Whether this container shows `child` now; by default every child is shown.
    open func isShowing(_ child: ViewController) -> Bool { true }

    /// The children this container shows now, in which a modal presentation is looked for.
    open var visibleChildren: [ViewController] { [] }

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

    /// Presents `viewController` modally over this one; it gets the keys until dismissed.
    /// Presenting while something is presented replaces it.
    public final func present(_ viewController: ViewController) {
        if presentedViewController != nil { dismissPresented() }
        viewController.presentingViewController = self
        presentedViewController = viewController
        viewController.loadViewIfNeeded()
        viewController.beginAppearance()
    }

    /// Dismisses what this view controller presents.
    public final func dismissPresented() {
        guard let presented = presentedViewController else { return }
        presented.endAppearance()
        presented.presentingViewController = nil
        presentedViewController = nil
    }

    /// Dismisses this view controller, if it is presented.
    public final func dismiss() {
        presentingViewController?.dismissPresented()
    }

    /// The modal presentation on top of everything this view controller shows, if any.
    public final var frontmostPresentation: ViewController? {
        if let presented = presentedViewController { return presented.frontmostPresentation ?? presented }
        for child in visibleChildren {
            if let modal = child.frontmostPresentation { return modal }
        }
        return nil
    }

    /// Loads the view if needed and runs the appear calls once.
    public final func beginAppearance() {
        loadViewIfNeeded()
        guard !isAppeared else { return }
        viewWillAppear()
        isAppeared = true
        viewDidAppear()
    }

    /// Runs the disappear calls once.
    public final func endAppearance() {
        guard isAppeared else { return }
        viewWillDisappear()
        isAppeared = false
        viewDidDisappear()
    }
}

/// What a view controller presents, observable on its own: ``ViewController`` is open, and its
/// subclasses (``NavigationController``) make their own conformances.
@MainActor
private final class PresentationSlot: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: ViewController?
    private let keyPath: KeyPath<PresentationSlot, ViewController?> = \PresentationSlot.viewController

    var viewController: ViewController? {
        get {
            registrar.access(self, keyPath: keyPath)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: keyPath) { stored = newValue }
        }
    }
}

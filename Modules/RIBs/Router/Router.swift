/// The navigation of a RIB: attaches and detaches child RIBs. Subclass it and override
/// ``didLoad()``; attaching and detaching are final.
///
/// Once loaded, a router's subtree follows its interactor: when the interactor resigns active,
/// for whatever reason, the children do too, top-down; when it becomes active again, so do they.
@MainActor
open class Router<InteractorType>: Routing, SubtreeFollowing, TreeObserving {
    /// The interactor, with its own type.
    public let interactor: InteractorType

    /// The interactor, as the tree sees it.
    public let interactable: any Interactable

    /// The attached child routers.
    public private(set) final var children: [any Routing] = []

    private var hasLoaded = false
    /// Made on the first subscription: most routers never have one.
    private var lifecycleEvents: LifecycleBroadcast?
    private var subtreeBinding: ActivityObservation?
    /// Whether an `Interactor` tells this router of its every change, synchronously.
    private var isFollowingInteractor = false
    /// Told of every attach, detach and activity change in this router's subtree; set on the
    /// root, it reaches every router attached below (and leaves a detached one).
    public final var treeObserver: RIBTreeObserver? {
        get { ownTreeObserver }
        set { TreeObserverHandOver.give(newValue, to: self) }
    }
    /// This router's own reference, set by ``TreeObserverHandOver`` for the whole subtree.
    final var ownTreeObserver: RIBTreeObserver?
    /// The detector that was current when the router was made; a deinit sees no task-locals.
    let leakDetector = LeakDetector.current

    /// Creates a router for `interactor`, which must be `Interactable`.
    public init(interactor: InteractorType) {
        self.interactor = interactor
        // Nearly every interactor is an `Interactor`: casting to the class walks its superclass
        // chain, where the cast to the protocol scans every conformance record in the binary
        // the first time it meets a type (for the two routers of the first screen, 2 % of the
        // instructions of the app's launch).
        if let object = interactor as? Interactor {
            interactable = object
        } else if let other = interactor as? any Interactable {
            interactable = other
        } else {
            preconditionFailure("\(InteractorType.self) does not conform to \((any Interactable).self); a router needs an interactor it can activate.")
        }
    }

    /// The lifecycle events: `didLoad` once loaded; finishes when the router is deallocated.
    public final var lifecycle: AsyncStream<RouterLifecycle> {
        let events = lifecycleEvents ?? LifecycleBroadcast()
        lifecycleEvents = events
        return events.subscribe(hasLoaded: hasLoaded)
    }

    /// Loads the router: the first call runs ``didLoad()``, later calls do nothing.
    public final func load() {
        guard !hasLoaded else { return }
        hasLoaded = true
        internalDidLoad()
        didLoad()
        lifecycleEvents?.sendDidLoad()
    }

    /// Called once, when the router loads. Attach the RIBs that are always present here.
    open func didLoad() {}

    /// The runtime's own work at load, before ``didLoad()``: from now on the subtree follows
    /// the interactor.
    func internalDidLoad() {
        if let interactor = interactable as? Interactor {
            interactor.subtreeFollower = self
            isFollowingInteractor = true
            interactorDidChangeActivity(interactor.isActive)
        } else {
            // Another Interactable (a test double) is followed through its observation.
            // Weak: the binding lives as long as the router, and must not keep it alive.
            // Its observation may not be synchronous, so walks also cover its children.
            subtreeBinding = interactable.observeActivity { [weak self] isActive in
                self?.interactorDidChangeActivity(isActive)
            }
        }
    }

    var followsInteractor: Bool {
        isFollowingInteractor
    }

    func interactorDidChangeActivity(_ isActive: Bool) {
        treeObserver?.treeDidChange()
        SubtreeActivity.follow(self, active: isActive)
    }

    /// Attaches `child`: activates its interactor (a loaded child's subtree with it), then loads it.
    ///
    /// Attaching a child that is already attached is a programming error: an assertion
    /// failure in debug builds; release builds leave the tree unchanged.
    public final func attachChild(_ child: any Routing) {
        guard !children.contains(where: { $0 === child }) else {
            assertionFailure("\(self) already has \(child) as a child; attach it once, or detach it first.")
            return
        }
        children.append(child)
        if let treeObserver {
            TreeObserverHandOver.give(treeObserver, to: child)
            treeObserver.treeDidChange()
        }
        // Activated before it loads, so the children it attaches in didLoad start active.
        child.interactable.activate()
        child.load()
    }

    /// Detaches `child`: deactivates its interactor, and with it the child's whole subtree.
    public final func detachChild(_ child: any Routing) {
        child.interactable.deactivate()
        children.removeAll { $0 === child }
        if let treeObserver {
            TreeObserverHandOver.give(nil, to: child)
            treeObserver.treeDidChange()
        }
    }

    // Nonisolated, run on the main actor where the tree releases it (see Interactor's deinit).
    nonisolated deinit {
        MainActor.assumeIsolated {
            // Before anything can reach this router through it; the children are told below.
            if isFollowingInteractor, let interactor = interactable as? Interactor { interactor.subtreeFollower = nil }
            interactable.deactivate()
            // The subtree binding no longer sees this router, so the children are told here.
            for child in children { child.interactable.deactivate() }
            lifecycleEvents?.finish()
            leakDetector.expectDeallocate(object: interactable)
            // No local copy of `children` may outlive this call, or the release would nest again.
            DeferredRelease.release(&children)
        }
    }
}

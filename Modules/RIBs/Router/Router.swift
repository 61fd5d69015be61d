/// The navigation of a RIB: attaches and detaches child RIBs. Subclass it and override
/// ``didLoad()``; attaching and detaching are final.
@MainActor
open class Router<InteractorType>: Routing {
    /// The interactor, with its own type.
    public let interactor: InteractorType

    /// The interactor, as the tree sees it.
    public let interactable: any Interactable

    /// The attached child routers.
    public private(set) final var children: [any Routing] = []

    private var hasLoaded = false
    private let lifecycleEvents = LifecycleBroadcast()
    /// The detector that was current when the router was made; a deinit sees no task-locals.
    let leakDetector = LeakDetector.current

    /// Creates a router for `interactor`, which must be `Interactable`.
    public init(interactor: InteractorType) {
        guard let interactable = interactor as? any Interactable else {
            preconditionFailure("\(InteractorType.self) should conform to \((any Interactable).self)")
        }
        self.interactor = interactor
        self.interactable = interactable
    }

    /// The lifecycle events: `didLoad` once loaded; finishes when the router is deallocated.
    public final var lifecycle: AsyncStream<RouterLifecycle> {
        lifecycleEvents.subscribe(hasLoaded: hasLoaded)
    }

    /// Loads the router: the first call runs ``didLoad()``, later calls do nothing.
    public final func load() {
        guard !hasLoaded else { return }
        hasLoaded = true
        internalDidLoad()
        didLoad()
        lifecycleEvents.sendDidLoad()
    }

    /// Called once, when the router loads. Attach the RIBs that are always present here.
    open func didLoad() {}

    /// The runtime's own work at load, before ``didLoad()``.
    func internalDidLoad() {}

    /// Attaches `child`: activates its interactor and subtree, then loads it.
    ///
    /// Attaching a child that is already attached is a programming error: a precondition
    /// failure in debug builds; release builds leave the tree unchanged.
    public final func attachChild(_ child: any Routing) {
        guard !children.contains(where: { $0 === child }) else {
            assertionFailure("Attempt to attach child \(child), which is already attached to \(self).")
            return
        }
        children.append(child)
        child.interactable.activate()
        child.setSubtreeActive(true)
        child.load()
    }

    /// Detaches `child` and deactivates its interactor and its whole subtree.
    public final func detachChild(_ child: any Routing) {
        child.setSubtreeActive(false)
        child.interactable.deactivate()
        children.removeAll { $0 === child }
    }

    isolated deinit {
        interactable.deactivate()
        for child in children { detachChild(child) }
        lifecycleEvents.finish()
        leakDetector.expectDeallocate(object: interactable)
    }
}

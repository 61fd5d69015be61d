/// The lifecycle events a router reports.
public enum RouterLifecycle: Sendable, Equatable {
    /// The router has loaded: its ``Router/didLoad()`` ran.
    case didLoad
}

/// A router as its parent sees it: it owns an interactor and a list of child routers.
@MainActor
public protocol Routing: AnyObject {
    /// The interactor this router owns, as the tree sees it.
    var interactable: any Interactable { get }

    /// The attached child routers, in the order they were attached.
    var children: [any Routing] { get }

    /// Loads the router once; called by the parent when attaching, or by a launch router.
    func load()

    /// Attaches a child router: activates its interactor, then loads it.
    func attachChild(_ child: any Routing)

    /// Detaches a child router and deactivates its whole subtree.
    func detachChild(_ child: any Routing)

    /// The lifecycle events: `didLoad` once loaded; finishes when the router is deallocated.
    var lifecycle: AsyncStream<RouterLifecycle> { get }
}

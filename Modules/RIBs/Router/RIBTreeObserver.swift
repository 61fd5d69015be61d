import Dispatch

/// Hears that a RIB tree changed: a router attached or detached a child, or an interactor in the
/// tree became active or resigned. Give it to the root router (``Router/treeObserver``); the
/// routers attached below take it over.
///
/// A burst of changes (a detach that deactivates a whole subtree, a route that detaches one RIB
/// and attaches another) makes one call of `onChange`, on the next turn of the main queue, when
/// the tree has settled.
@MainActor
public final class RIBTreeObserver {
    private let onChange: @MainActor () -> Void
    private var isScheduled = false

    /// Creates an observer that calls `onChange` once per main-queue turn in which the tree changed.
    public init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    /// Notes a change; the call to `onChange` waits for the end of this main-queue turn.
    func treeDidChange() {
        guard !isScheduled else { return }
        isScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isScheduled = false
                self.onChange()
            }
        }
    }
}

extension Routing {
    /// Makes this router's subtree, and every router attached to it later, report its changes
    /// to `observer` (nil: to no one). Routers that are not ``Router``s report nothing.
    public func observeTree(with observer: RIBTreeObserver?) {
        TreeObserverHandOver.give(observer, to: self)
    }
}

/// A router whose subtree reports to a tree observer.
@MainActor
protocol TreeObserving: AnyObject {
    var ownTreeObserver: RIBTreeObserver? { get set }
}

/// Gives a subtree its observer, walking it with a stack rather than recursion, so a tree of
/// any depth is handed over in constant stack.
@MainActor
enum TreeObserverHandOver {
    static func give(_ observer: RIBTreeObserver?, to router: any Routing) {
        var pending: [any Routing] = [router]
        while let next = pending.popLast() {
            guard let observing = next as? any TreeObserving, observing.ownTreeObserver !== observer else { continue }
            observing.ownTreeObserver = observer
            pending.append(contentsOf: next.children)
        }
    }
}

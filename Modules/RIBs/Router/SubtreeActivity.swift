/// Carries an interactor's activity down its router's subtree, as RIBs for iOS does, but with
/// an explicit stack instead of recursion, so a tree of any depth is walked in constant stack
/// and each router is visited once per change.
///
/// Order, as upstream: deactivation is top-down (each interactor's `willResignActive` runs
/// before its children's); activation marks interactors active top-down and runs their
/// `didBecomeActive` bottom-up, so a child's subtree is active before its own `didBecomeActive`.
@MainActor
final class SubtreeActivity {
    private enum Work {
        /// Make `child`'s interactor follow `parent`'s, if `parent` still is `active`.
        case follow(child: any Routing, parent: any Routing, active: Bool)
        /// The second half of an activation: call `didBecomeActive`.
        case didBecomeActive(Interactor)
    }

    /// The walk that is running now, innermost first when user code starts another.
    private static var current: SubtreeActivity?

    private var stack: [Work] = []
    /// The router whose interactor the walk is changing now; its own subtree binding hands its
    /// children to this walk instead of starting a nested one.
    private var changing: (any Routing)?

    /// Makes the children of `router` follow its interactor, which just became `active`.
    static func follow(_ router: any Routing, active: Bool) {
        guard !router.children.isEmpty else { return }
        if let walk = current, walk.changing === router {
            walk.push(childrenOf: router, active: active)
            return
        }
        // A change that user code started (attach, detach, a direct activate) walks on its own,
        // to the end, before that call returns, as upstream's synchronous streams do.
        let walk = SubtreeActivity()
        walk.push(childrenOf: router, active: active)
        walk.run()
    }

    private func push(childrenOf router: any Routing, active: Bool) {
        // Reversed, so the first child is taken first.
        for child in router.children.reversed() {
            stack.append(.follow(child: child, parent: router, active: active))
        }
    }

    private func run() {
        let outer = Self.current
        Self.current = self
        defer { Self.current = outer }
        while let work = stack.popLast() {
            switch work {
            case .didBecomeActive(let interactor):
                interactor.didBecomeActive()
            case .follow(let child, let parent, let active):
                // The parent changed back meanwhile; that change brought its own work.
                guard parent.interactable.isActive == active else { continue }
                change(child, active: active)
            }
        }
    }

    private func change(_ child: any Routing, active: Bool) {
        let interactable = child.interactable
        changing = child
        if active {
            if let interactor = interactable as? Interactor {
                let mark = stack.count
                // Children pushed while it is marked active run first; its didBecomeActive after.
                if interactor.beginActivation() { stack.insert(.didBecomeActive(interactor), at: mark) }
            } else if !interactable.isActive {
                interactable.activate()
            }
        } else if interactable.isActive {
            interactable.deactivate()
        }
        changing = nil
        // A router that does not follow its own interactor (a test double, or one not loaded
        // yet) has its children walked here, as upstream walks the whole subtree.
        if !((child as? any SubtreeFollowing)?.followsInteractor ?? false) {
            push(childrenOf: child, active: active)
        }
    }
}

/// A router that carries its interactor's activity to its children itself, once loaded.
@MainActor
protocol SubtreeFollowing: AnyObject {
    /// Whether the children are told of every change of the interactor's activity.
    var followsInteractor: Bool { get }

    /// The interactor's activity changed to `isActive`.
    func interactorDidChangeActivity(_ isActive: Bool)
}

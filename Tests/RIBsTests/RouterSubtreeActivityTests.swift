import Testing

@testable import RIBs

/// How a router's subtree follows activation and deactivation, and in which order the
/// interactors hear of it: the semantics RIBs users port their code against.
@MainActor
@Suite("Router subtree activity", .timeLimit(.minutes(1)))
struct RouterSubtreeActivityTests {
    private let log = EventLog()

    /// root → child → (grandchild → great-grandchild, second grandchild), all attached and active.
    private func makeTree() -> (
        root: LoggingRouter, child: LoggingRouter, grandchild: LoggingRouter, greatGrandchild: LoggingRouter, secondGrandchild: LoggingRouter
    ) {
        let root = LoggingRouter("root", log: log)
        root.interactor.activate()
        root.load()
        let child = LoggingRouter("child", log: log)
        let grandchild = LoggingRouter("grandchild", log: log)
        let greatGrandchild = LoggingRouter("greatGrandchild", log: log)
        let secondGrandchild = LoggingRouter("secondGrandchild", log: log)
        root.attachChild(child)
        child.attachChild(grandchild)
        grandchild.attachChild(greatGrandchild)
        child.attachChild(secondGrandchild)
        log.removeAll()
        return (root, child, grandchild, greatGrandchild, secondGrandchild)
    }

    @Test("detaching resigns the detached child first, then its subtree top-down")
    func detachResignsTopDown() {
        let tree = makeTree()
        tree.root.detachChild(tree.child)
        #expect(
            log.events == [
                "child.willResignActive", "grandchild.willResignActive",
                "greatGrandchild.willResignActive", "secondGrandchild.willResignActive",
            ])
    }

    @Test("re-attaching a loaded subtree activates it bottom-up, before the child's own didBecomeActive")
    func reattachActivatesBottomUp() {
        let tree = makeTree()
        tree.root.detachChild(tree.child)
        log.removeAll()
        var grandchildActiveWhenChildBecameActive: Bool?
        tree.child.interactor.onDidBecomeActive = { grandchildActiveWhenChildBecameActive = tree.grandchild.interactor.isActive }
        tree.root.attachChild(tree.child)
        #expect(
            log.events == [
                "greatGrandchild.didBecomeActive", "grandchild.didBecomeActive",
                "secondGrandchild.didBecomeActive", "child.didBecomeActive",
            ])
        #expect(grandchildActiveWhenChildBecameActive == true)
    }

    @Test("a child attached from its parent's willResignActive, while the parent is detached, ends inactive")
    func childAttachedDuringDeactivationEndsInactive() {
        let tree = makeTree()
        let late = LoggingRouter("late", log: log)
        tree.child.interactor.onWillResignActive = { tree.child.attachChild(late) }
        tree.root.detachChild(tree.child)
        #expect(tree.child.children.contains { $0 === late })
        #expect(!late.interactor.isActive)
        #expect(!tree.child.interactor.isActive)
    }

    @Test("a re-attached child that detaches itself in didBecomeActive leaves its subtree inactive")
    func childDetachingItselfOnActivationLeavesSubtreeInactive() {
        let tree = makeTree()
        tree.root.detachChild(tree.child)
        tree.child.interactor.onDidBecomeActive = { tree.root.detachChild(tree.child) }
        tree.root.attachChild(tree.child)
        #expect(tree.root.children.isEmpty)
        #expect(!tree.child.interactor.isActive)
        #expect(!tree.grandchild.interactor.isActive)
        #expect(!tree.greatGrandchild.interactor.isActive)
        #expect(!tree.secondGrandchild.interactor.isActive)
    }

    @Test("a loaded router's subtree follows its own interactor when that is deactivated and reactivated directly")
    func subtreeFollowsOwnInteractor() {
        let tree = makeTree()
        tree.child.interactor.deactivate()
        #expect(!tree.grandchild.interactor.isActive)
        #expect(!tree.greatGrandchild.interactor.isActive)
        #expect(!tree.secondGrandchild.interactor.isActive)
        tree.child.interactor.activate()
        #expect(tree.grandchild.interactor.isActive)
        #expect(tree.greatGrandchild.interactor.isActive)
        #expect(tree.secondGrandchild.interactor.isActive)
        #expect(tree.root.children.count == 1)
    }

    @Test("a router over a test-double interactable still carries its activity to its children")
    func subtreeFollowsTestDoubleInteractable() {
        let double = InteractableDouble()
        let router = Router<InteractableDouble>(interactor: double)
        double.activate()
        router.load()
        let child = LoggingRouter("child", log: log)
        router.attachChild(child)
        double.deactivate()
        #expect(!child.interactor.isActive)
        double.activate()
        #expect(child.interactor.isActive)
        #expect(log.events == ["child.didBecomeActive", "child.willResignActive", "child.didBecomeActive"])
    }
}

/// An `Interactable` that is not an `Interactor`, as a hand-written mock would be.
@MainActor
private final class InteractableDouble: Interactable {
    private let inner = Interactor()
    var isActive: Bool { inner.isActive }
    var isActiveStream: AsyncStream<Bool> { inner.isActiveStream }
    func observeActivity(
        _ onChange: @escaping @MainActor (Bool) -> Void, onEnd: (@MainActor () -> Void)?
    ) -> ActivityObservation {
        inner.observeActivity(onChange, onEnd: onEnd)
    }
    func activate() { inner.activate() }
    func deactivate() { inner.deactivate() }
}

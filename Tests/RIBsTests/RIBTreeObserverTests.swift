import Dispatch
import Testing

@testable import RIBs

@MainActor
@Suite("RIBTreeObserver", .timeLimit(.minutes(1)))
struct RIBTreeObserverTests {
    /// Lets the main queue run what is queued on it now, the observer's call among it.
    private func nextMainQueueTurn() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }

    @Test("a burst of attaches and detaches in one turn makes one call; a quiet turn makes none")
    func coalescesBursts() async {
        var calls = 0
        let root = RouterMock(interactor: InteractorMock())
        root.interactor.activate()
        root.load()
        root.observeTree(with: RIBTreeObserver { calls += 1 })
        let first = RouterMock(interactor: InteractorMock())
        let second = RouterMock(interactor: InteractorMock())
        root.attachChild(first)
        root.attachChild(second)
        root.detachChild(first)
        #expect(calls == 0, "nothing is told before the turn ends")
        await nextMainQueueTurn()
        #expect(calls == 1)
        await nextMainQueueTurn()
        #expect(calls == 1)
    }

    @Test("a grandchild attached later, and activity changes deep in the tree, reach the root's observer; a detached subtree no longer reports")
    func reachesTheWholeSubtree() async {
        var calls = 0
        let root = RouterMock(interactor: InteractorMock())
        root.interactor.activate()
        root.load()
        let child = RouterMock(interactor: InteractorMock())
        root.attachChild(child)
        let observer = RIBTreeObserver { calls += 1 }
        root.observeTree(with: observer)
        #expect(child.treeObserver === observer, "a child attached before the observer takes it too")

        let grandchild = RouterMock(interactor: InteractorMock())
        child.attachChild(grandchild)
        #expect(grandchild.treeObserver === observer)
        await nextMainQueueTurn()
        #expect(calls == 1)

        grandchild.interactor.deactivate()
        await nextMainQueueTurn()
        #expect(calls == 2, "an interactor resigning is a change")

        root.detachChild(child)
        #expect(child.treeObserver == nil && grandchild.treeObserver == nil)
        await nextMainQueueTurn()
        #expect(calls == 3)
        child.detachChild(grandchild)
        await nextMainQueueTurn()
        #expect(calls == 3, "the detached subtree's changes are not the tree's")
    }
}

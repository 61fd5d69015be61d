import Testing

@testable import RIBs

/// Counts the routers and interactors of a test that are alive.
@MainActor
private final class LiveCount {
    var value = 0
}

private final class CountedInteractor: Interactor {
    private let live: LiveCount

    init(live: LiveCount) {
        self.live = live
        live.value += 1
        super.init()
    }

    nonisolated deinit {
        MainActor.assumeIsolated { live.value -= 1 }
    }
}

private final class CountedRouter: Router<CountedInteractor> {
    private let live: LiveCount

    init(live: LiveCount) {
        self.live = live
        live.value += 1
        super.init(interactor: CountedInteractor(live: live))
    }

    nonisolated deinit {
        MainActor.assumeIsolated { live.value -= 1 }
    }
}

/// Building a chain attaches 100,000 routers on the main actor, which every suite of the run
/// shares: it yields every ``stepsBetweenYields`` so that others are served meanwhile. Detaching
/// and releasing the chain is one call each, as the app makes it.
@MainActor
@Suite("Deep trees", .timeLimit(.minutes(1)))
struct DeepTreeTests {
    private static let stepsBetweenYields = 5_000

    @Test("a 100,000-deep router chain attaches, detaches and deallocates without a stack overflow")
    func deepChainIsLinear() async {
        let depth = 100_000
        let live = LiveCount()
        await LeakDetector.$current.withValue(LeakDetector.off) {
            let root = CountedRouter(live: live)
            root.interactor.activate()
            root.load()
            var top: CountedRouter? = CountedRouter(live: live)
            var deepest = top!
            root.attachChild(deepest)
            for step in 1..<depth {
                if step.isMultiple(of: Self.stepsBetweenYields) { await Task.yield() }
                let next = CountedRouter(live: live)
                deepest.attachChild(next)
                deepest = next
            }
            weak let weakDeepest = deepest
            #expect(deepest.interactor.isActive)
            #expect(live.value == 2 * (depth + 1))
            root.detachChild(top!)
            #expect(!deepest.interactor.isActive)
            deepest = root
            top = nil
            #expect(weakDeepest == nil)
            #expect(live.value == 2)
        }
    }

    @Test("a 100,000-deep chain released while active resigns every interactor and frees every object")
    func activeDeepChainReleased() async {
        let depth = 100_000
        let live = LiveCount()
        await LeakDetector.$current.withValue(LeakDetector.off) {
            var top: CountedRouter? = CountedRouter(live: live)
            top!.interactor.activate()
            top!.load()
            var deepest = top!
            for step in 1..<depth {
                if step.isMultiple(of: Self.stepsBetweenYields) { await Task.yield() }
                let next = CountedRouter(live: live)
                deepest.attachChild(next)
                deepest = next
            }
            let deepestInteractor = deepest.interactor
            deepest = CountedRouter(live: live)
            #expect(deepestInteractor.isActive)
            top = nil
            #expect(!deepestInteractor.isActive)
            // What is left: the interactor held here, and the router `deepest` now names.
            #expect(live.value == 3)
        }
    }
}

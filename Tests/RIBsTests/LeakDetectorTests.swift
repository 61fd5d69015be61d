import Testing

@testable import RIBs

/// A view controller that says whether it is on screen.
private final class ScreenMock: ViewControllable {
    var isOnScreen = true
}

@MainActor
@Suite("Leak detector", .timeLimit(.minutes(1)))
struct LeakDetectorTests {
    private func makeDetector() -> (LeakDetector, ManualClock) {
        let clock = ManualClock()
        let detector = LeakDetector(clock: clock)
        detector.leakHandler = { _ in }
        return (detector, clock)
    }

    @Test("an object kept alive past its time is reported")
    func keptAliveIsReported() async {
        let (detector, clock) = makeDetector()
        let survivor = InteractorMock()
        detector.expectDeallocate(object: survivor, inTime: .seconds(1))
        #expect(detector.status == .inProgress)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await detector.waitUntilIdle()
        #expect(detector.reports.map(\.kind) == [.deallocation])
        #expect(detector.reports.first?.object.hasPrefix("InteractorMock") == true)
    }

    @Test("an object deallocated in time is not reported")
    func deallocatedIsFine() async {
        let (detector, clock) = makeDetector()
        var object: InteractorMock? = InteractorMock()
        detector.expectDeallocate(object: object!, inTime: .seconds(1))
        object = nil
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await detector.waitUntilIdle()
        #expect(detector.reports.isEmpty)
    }

    @Test("a cancelled expectation never fires and is counted down once")
    func cancelledNeverFires() async {
        let (detector, clock) = makeDetector()
        let survivor = InteractorMock()
        let handle = detector.expectDeallocate(object: survivor, inTime: .seconds(1))
        let other = detector.expectDeallocate(object: survivor, inTime: .seconds(2))
        handle.cancel()
        handle.cancel()
        #expect(detector.status == .inProgress)
        other.cancel()
        #expect(detector.status == .didComplete)
        clock.advance(by: .seconds(5))
        await detector.waitUntilIdle()
        #expect(detector.reports.isEmpty)
    }

    @Test("a view still on screen after its RIB was detached is reported")
    func viewOnScreenIsReported() async {
        let (detector, clock) = makeDetector()
        let screen = ScreenMock()
        let gone = ScreenMock()
        detector.expectViewControllerDisappear(viewController: screen, inTime: .seconds(5))
        detector.expectViewControllerDisappear(viewController: gone, inTime: .seconds(5))
        gone.isOnScreen = false
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(5))
        await detector.waitUntilIdle()
        #expect(detector.reports.map(\.kind) == [.viewControllerDisappearance])
    }

    @Test("a detector that is off expects nothing")
    func disabled() {
        let (detector, _) = makeDetector()
        detector.isEnabled = false
        detector.expectDeallocate(object: InteractorMock())
        #expect(detector.status == .didComplete)
    }

    @Test("a router's interactor kept alive after the router is gone is reported")
    func routerInteractorLeak() async {
        let (detector, clock) = makeDetector()
        let leakedInteractor = InteractorMock()
        await LeakDetector.$current.withValue(detector) {
            var router: RouterMock? = RouterMock(interactor: leakedInteractor)
            router?.load()
            router = nil
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(1))
            await detector.waitUntilIdle()
        }
        #expect(detector.reports.map(\.kind) == [.deallocation])
    }

    @Test("a detached RIB whose view stays on screen is reported; one taken off screen is not")
    func detachedViewLeak() async {
        let (detector, clock) = makeDetector()
        await LeakDetector.$current.withValue(detector) {
            let parent = RouterMock(interactor: InteractorMock())
            let screen = ScreenMock()
            let child = ViewableRouter<InteractorMock, ScreenMock>(interactor: InteractorMock(), viewController: screen)
            parent.attachChild(child)
            parent.detachChild(child)
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(5))
            await detector.waitUntilIdle()
            #expect(detector.reports.map(\.kind) == [.viewControllerDisappearance])

            parent.attachChild(child)
            screen.isOnScreen = false
            parent.detachChild(child)
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(5))
            await detector.waitUntilIdle()
            #expect(detector.reports.count == 1)
        }
    }
}

import Foundation
import Testing

@testable import RIBs

/// A view controller that says whether it is on screen.
private final class ScreenStub: ViewControllable {
    var isOnScreen = false
}

@MainActor
@Suite("Leak detector semantics", .timeLimit(.minutes(1)))
struct LeakDetectorSemanticsTests {
    private func makeDetector() -> (LeakDetector, ManualClock) {
        let clock = ManualClock()
        let detector = LeakDetector(clock: clock)
        detector.leakHandler = { _ in }
        return (detector, clock)
    }

    @Test("a viewable router's view controller has the view-disappear window, five seconds, to be deallocated")
    func viewControllerGetsViewDisappearWindow() async {
        let (detector, clock) = makeDetector()
        let keptScreen = ScreenStub()
        LeakDetector.$current.withValue(detector) {
            var router: ViewableRouter<InteractorMock, ScreenStub>? = ViewableRouter(interactor: InteractorMock(), viewController: keptScreen)
            _ = router
            router = nil
        }
        // The interactor's expectation (1 s) and the view controller's.
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(5))
        await detector.waitUntilIdle()
        #expect(detector.reports.map(\.kind) == [.deallocation])
        #expect(detector.reports.first?.object.hasPrefix("ScreenStub") == true)
        #expect(detector.reports.first?.time == .seconds(5))
    }

    @Test("an object whose release is already queued on the main actor at the deadline is no leak; one nobody releases is")
    func queuedReleaseIsNoLeak() async {
        let (detector, clock) = makeDetector()
        var released: InteractorMock? = InteractorMock()
        let kept = InteractorMock()
        detector.expectDeallocate(object: released!)
        detector.expectDeallocate(object: kept)
        await clock.waitForSleepers(2)
        // The deadline passes while a task that lets go of the object in a few turns is queued,
        // as a cancelled task that holds a RIB is when a busy main actor comes to it late.
        let releasing = Task { @MainActor in
            for _ in 0..<3 { await Task.yield() }
            released = nil
        }
        clock.advance(by: .seconds(1))
        await detector.waitUntilIdle()
        await releasing.value
        #expect(released == nil)
        #expect(detector.reports.count == 1)
        #expect(detector.reports.first?.object.hasPrefix("InteractorMock") == true)
        withExtendedLifetime(kept) {}
    }

    @Test("the status stream reports changes only")
    func statusReportsChangesOnly() async {
        let (detector, _) = makeDetector()
        var statuses = detector.statusStream.makeAsyncIterator()
        let object = InteractorMock()
        let first = detector.expectDeallocate(object: object)
        let second = detector.expectDeallocate(object: object)
        first.cancel()
        second.cancel()
        #expect(await statuses.next() == .didComplete)
        #expect(await statuses.next() == .inProgress)
        #expect(await statuses.next() == .didComplete)
    }

    @Test("DISABLE_LEAK_DETECTION=YES (or true, 1) switches leak detection off")
    func environmentSwitchesDetectionOff() {
        for value in ["YES", "true", "1"] {
            let detector = LeakDetector(clock: ManualClock(), environment: ["DISABLE_LEAK_DETECTION": value])
            #expect(!detector.isEnabled, "\(value)")
            detector.expectDeallocate(object: InteractorMock())
            #expect(detector.status == .didComplete)
        }
        for environment in [[:], ["DISABLE_LEAK_DETECTION": "no"]] {
            #expect(LeakDetector(clock: ManualClock(), environment: environment).isEnabled)
        }
    }

    @Test("by default a detector reads the process's own environment, one variable of it")
    func processEnvironmentIsRead() {
        // Read as Foundation reads it, for a variable every test run has and one none has.
        #expect(EnvironmentVariable.value(of: "PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(EnvironmentVariable.value(of: "PATH") != nil)
        #expect(EnvironmentVariable.value(of: "RIBS_TESTS_VARIABLE_NOBODY_SETS") == nil)
        let expected = ProcessInfo.processInfo.environment["DISABLE_LEAK_DETECTION"].map { ["DISABLE_LEAK_DETECTION": $0] } ?? [:]
        #expect(LeakDetector.processEnvironment() == expected)
    }
}

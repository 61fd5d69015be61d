import Testing

@testable import RIBs

@MainActor
private final class WorkerMock: Worker {
    private(set) var events: [String] = []
    private(set) var lastTask: Task<Void, Never>?

    override func didStart(_ interactorScope: any InteractorScope) {
        events.append("start(active: \(interactorScope.isActive))")
        lastTask = task { await suspendUntilCancelled() }
    }

    override func didStop() {
        events.append("stop")
    }
}

@MainActor
@Suite("Worker", .timeLimit(.minutes(1)))
struct WorkerTests {
    @Test("didStart runs only while the scope is active")
    func startsWhenActive() {
        let interactor = InteractorMock()
        let worker = WorkerMock()
        worker.start(interactor)
        #expect(worker.isStarted)
        #expect(worker.events.isEmpty)
        interactor.activate()
        #expect(worker.events == ["start(active: true)"])
    }

    @Test("deactivation calls didStop and cancels the run's tasks; reactivation starts again")
    func followsActivity() async throws {
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()
        worker.start(interactor)
        let firstTask = try #require(worker.lastTask)
        #expect(!firstTask.isCancelled)
        interactor.deactivate()
        // Cancellation is synchronous: checked at once, not after waiting for the task to end.
        #expect(firstTask.isCancelled)
        firstTask.cancel()
        await firstTask.value
        interactor.activate()
        #expect(worker.events == ["start(active: true)", "stop", "start(active: true)"])
    }

    @Test("stop is idempotent and ends the run once")
    func stopIsIdempotent() {
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()
        worker.start(interactor)
        worker.stop()
        worker.stop()
        #expect(!worker.isStarted)
        #expect(worker.events == ["start(active: true)", "stop"])
        interactor.deactivate()
        interactor.activate()
        #expect(worker.events.count == 2)
    }

    @Test("starting a started worker does nothing")
    func startTwice() {
        let interactor = InteractorMock()
        interactor.activate()
        let worker = WorkerMock()
        worker.start(interactor)
        worker.start(interactor)
        #expect(worker.events == ["start(active: true)"])
    }
}

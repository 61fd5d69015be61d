import Testing
@testable import RIBs

@MainActor
@Suite("Interactor")
struct InteractorTests {
    @Test("is inactive when created")
    func inactiveByDefault() {
        #expect(!InteractorMock().isActive)
    }

    @Test("didBecomeActive and willResignActive run once across repeated calls")
    func lifecycleRunsOnce() {
        let interactor = InteractorMock()
        interactor.activate()
        interactor.activate()
        #expect(interactor.isActive)
        #expect(interactor.didBecomeActiveCount == 1)
        interactor.deactivate()
        interactor.deactivate()
        #expect(!interactor.isActive)
        #expect(interactor.willResignActiveCount == 1)
    }

    @Test("the activity stream starts with the current value and drops duplicates")
    func activityStream() async {
        let interactor = InteractorMock()
        var iterator = interactor.isActiveStream.makeAsyncIterator()
        #expect(await iterator.next() == false)
        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        #expect(await iterator.next() == true)
        #expect(await iterator.next() == false)
    }

    @Test("the activity stream finishes when the interactor is deallocated")
    func activityStreamFinishes() async {
        var interactor: InteractorMock? = InteractorMock()
        let stream = interactor!.isActiveStream
        interactor = nil
        var values: [Bool] = []
        for await value in stream { values.append(value) }
        #expect(values == [false])
    }

    @Test("a task started while active is cancelled on deactivation")
    func taskCancelledOnDeactivate() async {
        let interactor = InteractorMock()
        interactor.activate()
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let task = interactor.task {
            startedContinuation.yield()
            while !Task.isCancelled { await Task.yield() }
        }
        var iterator = started.makeAsyncIterator()
        await iterator.next()
        interactor.deactivate()
        await task.value
        #expect(task.isCancelled)
    }

    @Test("a task started while inactive is cancelled at once")
    func taskCancelledWhenInactive() async {
        let interactor = InteractorMock()
        let task = interactor.task {}
        #expect(task.isCancelled)
        await task.value
    }

    @Test("a bound task is cancelled when the interactor is deallocated")
    func boundTaskCancelledOnDeinit() async {
        var interactor: InteractorMock? = InteractorMock()
        interactor!.activate()
        let task = Task<Void, Never> { while !Task.isCancelled { await Task.yield() } }
        interactor!.bind(task)
        interactor = nil
        await task.value
        #expect(task.isCancelled)
    }
}

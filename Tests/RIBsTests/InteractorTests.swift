import Testing

@testable import RIBs

@MainActor
@Suite("Interactor", .timeLimit(.minutes(1)))
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
            await suspendUntilCancelled()
        }
        var iterator = started.makeAsyncIterator()
        await iterator.next()
        #expect(!task.isCancelled)
        interactor.deactivate()
        // Cancellation is synchronous, so it is checked before anything else can cancel the task.
        #expect(task.isCancelled)
        task.cancel()
        await task.value
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
        let task = Task<Void, Never> { await suspendUntilCancelled() }
        interactor!.bind(task)
        #expect(!task.isCancelled)
        interactor = nil
        #expect(task.isCancelled)
        task.cancel()
        await task.value
    }

    @Test("deallocating an active interactor resigns it first: willResignActive, then false, then the stream ends")
    func deallocationDeactivatesFirst() async {
        let log = EventLog()
        var interactor: LoggingInteractor? = LoggingInteractor("item", log: log)
        interactor!.activate()
        let stream = interactor!.isActiveStream
        var heard: [String] = []
        let observation = interactor!.observeActivity({ heard.append("\($0)") }, onEnd: { heard.append("end") })
        interactor = nil
        var values: [Bool] = []
        for await value in stream { values.append(value) }
        #expect(log.events == ["item.didBecomeActive", "item.willResignActive"])
        #expect(values == [true, false])
        #expect(heard == ["true", "false", "end"])
        observation.cancel()
    }
}

@MainActor
@Suite("Interactor activity", .timeLimit(.minutes(1)))
struct InteractorActivityTests {
    @Test("observers hear the current activity at once and every change synchronously")
    func synchronousObservation() {
        let interactor = InteractorMock()
        var heard: [Bool] = []
        let observation = interactor.observeActivity { heard.append($0) }
        interactor.activate()
        interactor.deactivate()
        observation.cancel()
        interactor.activate()
        #expect(heard == [false, true, false])
    }

    @Test("a confined sequence delivers its elements while the interactor is active")
    func confinementWhileActive() async {
        let interactor = InteractorMock()
        interactor.activate()
        let (source, input) = AsyncStream<Int>.makeStream()
        var output = source.confined(to: interactor).makeAsyncIterator()
        input.yield(1)
        input.yield(2)
        input.finish()
        #expect(await output.next() == 1)
        #expect(await output.next() == 2)
        #expect(await output.next() == nil)
    }

    @Test("while inactive, confinement holds only the latest element and delivers it on activation")
    func confinementHoldsLatest() async {
        let interactor = InteractorMock()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let gate = ConfinementGate(continuation: continuation)
        gate.observation = interactor.observeActivity { gate.setActive($0) }
        gate.receive(1)
        gate.receive(2)
        interactor.activate()
        gate.receive(3)
        interactor.deactivate()
        gate.receive(4)
        interactor.activate()
        gate.finish()
        var delivered: [Int] = []
        for await value in stream { delivered.append(value) }
        #expect(delivered == [2, 3, 4])
    }

    @Test("a confined sequence re-delivers its latest element on every re-activation")
    func confinementRedeliversLatestOnReactivation() async {
        let interactor = InteractorMock()
        interactor.activate()
        let (source, input) = AsyncStream<Int>.makeStream()
        var output = source.confined(to: interactor).makeAsyncIterator()
        input.yield(1)
        #expect(await output.next() == 1)
        interactor.deactivate()
        interactor.activate()
        // Without the re-delivery, the next element would be this one.
        input.yield(2)
        input.finish()
        #expect(await output.next() == 1)
        #expect(await output.next() == 2)
        #expect(await output.next() == nil)
    }

    @Test("a confined sequence finishes when the interactor is deallocated")
    func confinementEndsWithInteractor() async {
        var interactor: InteractorMock? = InteractorMock()
        let (source, _) = AsyncStream<Int>.makeStream()
        let confined = source.confined(to: interactor!)
        interactor = nil
        var values: [Int] = []
        for await value in confined { values.append(value) }
        #expect(values.isEmpty)
    }

    @Test("waitUntilActive returns when the scope activates, or false when it goes away")
    func waitUntilActive() async {
        let interactor = InteractorMock()
        async let activated = interactor.waitUntilActive()
        await Task.yield()
        interactor.activate()
        #expect(await activated)
        var released: InteractorMock? = InteractorMock()
        let stream = released!.isActiveStream
        released = nil
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == false)
        #expect(await iterator.next() == nil)
    }
}

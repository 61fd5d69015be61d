import Testing

@testable import RIBs

/// Cancellation means stop, activity changes reach everyone in order, and nothing the runtime
/// keeps grows for the life of the app.
@MainActor
@Suite("Runtime: cancellation, ordered activity, bounded tables", .timeLimit(.minutes(1)))
struct RuntimeBoundsTests {
    @Test("a cancelled workflow run starts no step, even when its item is already active")
    func cancelledRunRunsNoStep() async {
        let root = InteractorMock()
        root.activate()
        var stepsRun = 0
        var runs: [(Task<Void, Never>, isCancelled: Bool)] = []
        for index in 0..<1_000 {
            let workflow = Workflow<InteractorMock>()
            workflow
                .onStep { item -> (InteractorMock, Void) in
                    stepsRun += 1
                    return (item, ())
                }
                .commit()
            let run = workflow.subscribe(root)
            let isCancelled = index.isMultiple(of: 2)
            if isCancelled { run.cancel() }
            runs.append((run, isCancelled))
        }
        for (run, _) in runs { await run.value }
        // Before: the wait for an active item returned at once and the step ran anyway (about
        // half of the cancelled runs still ran theirs).
        #expect(stepsRun == 500)
    }

    @Test("a cancelled run stops between steps: the step after a cancellation does not run")
    func cancelledBetweenSteps() async {
        let root = InteractorMock()
        root.activate()
        let workflow = Workflow<InteractorMock>()
        var log: [String] = []
        var run: Task<Void, Never>?
        workflow
            .onStep { item -> (InteractorMock, Void) in
                log.append("first")
                run?.cancel()
                return (item, ())
            }
            .onStep { item, _ -> (InteractorMock, Void) in
                log.append("second")
                return (item, ())
            }
            .commit()
        run = workflow.subscribe(root)
        await run?.value
        #expect(log == ["first"])
    }

    @Test("an observer that changes the activity while being told leaves every observer on the current value")
    func reentrantActivityChange() {
        let interactor = InteractorMock()
        var heard: [[Bool]] = [[], [], []]
        var observations: [ActivityObservation] = []
        for index in heard.indices {
            observations.append(
                interactor.observeActivity { isActive in
                    heard[index].append(isActive)
                    // The first observer will not let the interactor go inactive.
                    if index == 0, !isActive, heard[0].count > 1 { interactor.activate() }
                })
        }
        interactor.activate()
        interactor.deactivate()
        #expect(interactor.isActive)
        for log in heard { #expect(log.last == true, "heard \(heard)") }
        // Each observer hears the changes in the order they happened.
        #expect(heard[2] == [false, true, false, true])
        _ = observations
    }

    @Test("a worker follows a re-entrant activity change to the end: running while its scope is active")
    func workerFollowsReentrantChange() {
        let interactor = InteractorMock()
        let worker = Worker()
        let flipper = interactor.observeActivity { isActive in
            if !isActive, interactor.didBecomeActiveCount == 1 { interactor.activate() }
        }
        worker.start(interactor)
        interactor.activate()
        interactor.deactivate()
        #expect(interactor.isActive)
        #expect(worker.isRunning)
        _ = flipper
    }

    @Test("bound tasks are forgotten when they finish: 10,000 finished bindings leave the table empty")
    func boundTaskTableShrinks() async {
        let interactor = InteractorMock()
        interactor.activate()
        var tasks: [Task<Void, Never>] = []
        for _ in 0..<5_000 {
            let task = Task {}
            task.cancelOnDeactivate(interactor: interactor)
            tasks.append(task)
            tasks.append(interactor.task {})
        }
        for task in tasks { await task.value }
        // The bindings go on the main actor right after their tasks end; a bounded number of turns.
        for _ in 0..<10_000 where interactor.boundTaskCount > 0 { await Task.yield() }
        #expect(interactor.boundTaskCount == 0)
        // Still bound while running: deactivation cancels a task that has not finished.
        let running = Task { try? await Task.sleep(for: .seconds(60)) }
        running.cancelOnDeactivate(interactor: interactor)
        #expect(interactor.boundTaskCount == 1)
        interactor.deactivate()
        await running.value
        #expect(running.isCancelled)
    }

    @Test("a worker's finished tasks are forgotten too")
    func workerTaskTableShrinks() async {
        let interactor = InteractorMock()
        interactor.activate()
        let worker = Worker()
        worker.start(interactor)
        var tasks: [Task<Void, Never>] = []
        for _ in 0..<1_000 { tasks.append(worker.task {}) }
        for task in tasks { await task.value }
        #expect(worker.runTaskCount == 0)
        worker.stop()
    }

    @Test("an activity stream nobody reads holds a bounded number of changes, and ends on the newest")
    func activityStreamIsBounded() async {
        var interactor: InteractorMock? = InteractorMock()
        let stream = interactor!.isActiveStream
        for _ in 0..<10_000 {
            interactor?.activate()
            interactor?.deactivate()
        }
        interactor?.activate()
        interactor = nil
        var received: [Bool] = []
        for await isActive in stream { received.append(isActive) }
        // Before: all 20,002 changes waited in the stream's buffer.
        #expect(received.count <= ActivityBroadcast.streamBufferLimit)
        #expect(received.suffix(2) == [true, false])
    }
}

import Testing

@testable import RIBs

/// A workflow that records what the runtime tells it.
@MainActor
private final class RecordingWorkflow: Workflow<InteractorMock> {
    var completions = 0
    var forks = 0
    var errors: [String] = []

    override func didComplete() { completions += 1 }
    override func didFork() { forks += 1 }
    override func didReceiveError(_ error: any Error) { errors.append("\(error)") }
}

/// An actionable item that says when someone starts waiting for its activity.
@MainActor
private final class ScopeSpy: InteractorScope {
    let interactor = InteractorMock()
    let subscriptions: AsyncStream<Void>
    private let subscribed: AsyncStream<Void>.Continuation

    init() {
        (subscriptions, subscribed) = AsyncStream<Void>.makeStream()
    }

    var isActive: Bool { interactor.isActive }

    var isActiveStream: AsyncStream<Bool> {
        defer { subscribed.yield() }
        return interactor.isActiveStream
    }

    func observeActivity(
        _ onChange: @escaping @MainActor (Bool) -> Void, onEnd: (@MainActor () -> Void)?
    ) -> ActivityObservation {
        defer { subscribed.yield() }
        return interactor.observeActivity(onChange, onEnd: onEnd)
    }
}

/// What a ``ReportingWorkflow`` was told, kept apart from it so a test need not keep the workflow.
@MainActor
private final class WorkflowReport {
    var completions = 0
    var errors = 0
}

/// A workflow that reports to a ``WorkflowReport`` it does not own.
@MainActor
private final class ReportingWorkflow: Workflow<InteractorMock> {
    let report: WorkflowReport

    init(report: WorkflowReport) {
        self.report = report
    }

    override func didComplete() { report.completions += 1 }
    override func didReceiveError(_ error: any Error) { report.errors += 1 }
}

private struct StepFailure: Error, CustomStringConvertible {
    var description: String { "step failed" }
}

@MainActor
@Suite("Workflow", .timeLimit(.minutes(1)))
struct WorkflowTests {
    @Test("steps run in order, each once, passing items and values along")
    func stepsInOrder() async {
        let root = InteractorMock()
        root.activate()
        let workflow = RecordingWorkflow()
        var log: [String] = []
        workflow
            .onStep { item -> (InteractorMock, Int) in
                log.append("first")
                return (item, 1)
            }
            .onStep { item, value -> (InteractorMock, String) in
                log.append("second got \(value)")
                return (item, "done")
            }
            .onStep { _, value -> (InteractorMock, Void) in
                log.append("third got \(value)")
                return (root, ())
            }
            .commit()
        await workflow.subscribe(root).value
        #expect(log == ["first", "second got 1", "third got done"])
        #expect(workflow.completions == 1)
    }

    @Test("a workflow nobody keeps lives as long as its run: it completes or reports its error, then it is freed")
    func runKeepsTheWorkflow() async {
        let root = InteractorMock()
        root.activate()
        for fails in [false, true] {
            let report = WorkflowReport()
            weak var released: ReportingWorkflow?
            // Made, subscribed and forgotten, as a deep link is handled; the step waits a turn,
            // so the run outlives the scope that made the workflow.
            let run: Task<Void, Never> = {
                let workflow = ReportingWorkflow(report: report)
                released = workflow
                workflow
                    .onStep { item -> (InteractorMock, Void) in
                        await Task.yield()
                        if fails { throw StepFailure() }
                        return (item, ())
                    }
                    .commit()
                return workflow.subscribe(root)
            }()
            await run.value
            #expect(report.completions == (fails ? 0 : 1))
            #expect(report.errors == (fails ? 1 : 0))
            for _ in 0..<100 where released != nil { await Task.yield() }
            #expect(released == nil, "the ended run still keeps the workflow")
        }
    }

    @Test("a step waits until its actionable item is active")
    func waitsForActiveItem() async {
        let root = InteractorMock()
        let loggedIn = InteractorMock()
        root.activate()
        let workflow = RecordingWorkflow()
        var ranOnInactive = false
        workflow
            .onStep { _ in (loggedIn, "game") }
            .onStep { item, _ -> (InteractorMock, Void) in
                ranOnInactive = !item.isActive
                return (item, ())
            }
            .commit()
        let run = workflow.subscribe(root)
        await Task.yield()
        #expect(workflow.completions == 0)
        loggedIn.activate()
        await run.value
        #expect(!ranOnInactive)
        #expect(workflow.completions == 1)
    }

    @Test("forks share their parent step, and didComplete fires at most once")
    func forks() async {
        let root = InteractorMock()
        root.activate()
        let workflow = RecordingWorkflow()
        var parentRuns = 0
        var branches: [String] = []
        let shared = workflow.onStep { item -> (InteractorMock, Void) in
            parentRuns += 1
            return (item, ())
        }
        shared.onStep { item, _ -> (InteractorMock, Void) in
            branches.append("a")
            return (item, ())
        }.commit()
        shared.fork(workflow).onStep { item, _ -> (InteractorMock, Void) in
            branches.append("b")
            return (item, ())
        }.commit()
        await workflow.subscribe(root).value
        #expect(parentRuns == 1)
        #expect(branches.sorted() == ["a", "b"])
        #expect(workflow.forks == 1)
        #expect(workflow.completions == 1)
    }

    @Test("an error stops the chain, reaches onError and didReceiveError, and does not complete")
    func errorStopsTheFlow() async {
        let root = InteractorMock()
        root.activate()
        let workflow = RecordingWorkflow()
        var handled: [String] = []
        var ranAfterError = false
        workflow
            .onStep { _ -> (InteractorMock, Void) in throw StepFailure() }
            .onError { handled.append("\($0)") }
            .onStep { item, _ -> (InteractorMock, Void) in
                ranAfterError = true
                return (item, ())
            }
            .commit()
        await workflow.subscribe(root).value
        #expect(handled == ["step failed"])
        #expect(workflow.errors == ["step failed"])
        #expect(!ranAfterError)
        #expect(workflow.completions == 0)
    }

    @Test("a run bound to an interactor stops on deactivation without an error")
    func boundRunIsCancelled() async {
        let root = InteractorMock()
        root.activate()
        let never = InteractorMock()
        let workflow = RecordingWorkflow()
        var reachedEnd = false
        workflow
            .onStep { _ in (never, ()) }
            .onStep { item, _ -> (InteractorMock, Void) in
                reachedEnd = true
                return (item, ())
            }
            .commit()
        let run = workflow.subscribe(root)
        run.cancelOnDeactivate(interactor: root)
        root.deactivate()
        await run.value
        #expect(!reachedEnd)
        #expect(workflow.errors.isEmpty)
        #expect(workflow.completions == 0)
    }

    @Test("a step never runs on an item that was activated and deactivated again while the step waited")
    func stepNeverRunsOnInactiveItem() async {
        let root = InteractorMock()
        root.activate()
        let item = ScopeSpy()
        let workflow = RecordingWorkflow()
        var activityWhenRun: [Bool] = []
        workflow
            .onStep { _ in (item, ()) }
            .onStep { item, _ -> (ScopeSpy, Void) in
                activityWhenRun.append(item.isActive)
                return (item, ())
            }
            .commit()
        let run = workflow.subscribe(root)
        var subscriptions = item.subscriptions.makeAsyncIterator()
        await subscriptions.next()
        // One synchronous burst while the step waits: the item is inactive again at its end.
        item.interactor.activate()
        item.interactor.deactivate()
        // Hand the main actor to the waiting step once; a step that trusts the burst's `true`
        // would run now, on an inactive item.
        await Task.yield()
        #expect(activityWhenRun.isEmpty)
        item.interactor.activate()
        await run.value
        #expect(activityWhenRun == [true])
        #expect(workflow.completions == 1)
    }

    @Test("subscribing a workflow a second time does nothing and returns the same run")
    func subscribeTwiceIsNoOp() async {
        let root = InteractorMock()
        root.activate()
        let workflow = RecordingWorkflow()
        var runs = 0
        workflow
            .onStep { item -> (InteractorMock, Void) in
                runs += 1
                return (item, ())
            }
            .commit()
        let first = workflow.subscribe(root)
        let second = workflow.subscribe(root)
        await first.value
        await second.value
        #expect(runs == 1)
        #expect(workflow.completions == 1)
        #expect(first == second)
    }

    @Test("subscribing before commit is a programming error")
    func subscribeBeforeCommit() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let workflow = Workflow<InteractorMock>()
                _ = workflow.onStep { item in (item, ()) }
                _ = workflow.subscribe(InteractorMock())
            }
        }
    }
}

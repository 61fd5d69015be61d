/// Work that runs on behalf of an interactor while that interactor is active.
@MainActor
public protocol Working: AnyObject {
    /// Starts the worker with `interactorScope`; it does its work whenever the scope is active.
    func start(_ interactorScope: any InteractorScope)

    /// Stops the worker; calling it again does nothing.
    func stop()

    /// Whether the worker has been started and not stopped.
    var isStarted: Bool { get }
}

/// The base of a worker: ``didStart(_:)`` runs each time the bound scope becomes active, and
/// ``didStop()`` each time that work ends (the scope resigns active, or ``stop()``).
///
/// Tasks started with ``task(_:)`` belong to the current run and are cancelled when it ends.
@MainActor
open class Worker: Working {
    /// Whether the worker has been started and not stopped.
    public private(set) final var isStarted = false

    /// Whether the work is running now: started, with the scope active.
    public private(set) final var isRunning = false

    private var activityObservation: ActivityObservation?
    /// The cancellations of the current run's tasks that have not finished; each goes when its task ends.
    private var runTasks: [Int: @MainActor () -> Void] = [:]
    private var nextTaskID = 0

    /// How many of the current run's tasks are still running (for tests).
    var runTaskCount: Int { runTasks.count }

    /// Creates a stopped worker.
    public init() {}

    /// Starts the worker with `interactorScope`. Starting a started worker does nothing.
    public final func start(_ interactorScope: any InteractorScope) {
        guard !isStarted else { return }
        isStarted = true
        activityObservation = interactorScope.observeActivity(
            { [weak self, weak interactorScope] isActive in
                guard let self else { return }
                if isActive, let interactorScope {
                    self.beginRun(interactorScope)
                } else {
                    self.endRun()
                }
            }, onEnd: { [weak self] in self?.endRun() })
    }

    /// Stops the worker, ending the current run; calling it again does nothing.
    public final func stop() {
        guard isStarted else { return }
        isStarted = false
        activityObservation?.cancel()
        activityObservation = nil
        endRun()
    }

    /// Called when the scope becomes active while the worker is started. Start work here.
    open func didStart(_ interactorScope: any InteractorScope) {}

    /// Called when a run ends: the scope resigned active, or the worker was stopped.
    open func didStop() {}

    /// Starts a task that is cancelled when the current run ends; cancelled at once if the
    /// worker is not running.
    @discardableResult
    public final func task(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let id = nextTaskID
        nextTaskID += 1
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.runTasks[id] = nil
        }
        if isRunning { runTasks[id] = { task.cancel() } } else { task.cancel() }
        return task
    }

    private func beginRun(_ scope: any InteractorScope) {
        guard !isRunning else { return }
        isRunning = true
        didStart(scope)
    }

    private func endRun() {
        guard isRunning else { return }
        isRunning = false
        let cancellations = runTasks.values
        runTasks.removeAll()
        for cancel in cancellations { cancel() }
        didStop()
    }

    // Nonisolated, run on the main actor where its holder releases it (see Interactor's deinit).
    nonisolated deinit {
        MainActor.assumeIsolated {
            stop()
        }
    }
}

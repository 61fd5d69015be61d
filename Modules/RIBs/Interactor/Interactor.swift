/// The business logic of a RIB. Subclass it and override ``didBecomeActive()`` and
/// ``willResignActive()``; the lifecycle methods themselves are final.
///
/// Work started with ``task(_:)`` or bound with ``bind(_:)`` lives only while the interactor is
/// active, which replaces RxSwift's `disposeOnDeactivate(interactor:)`.
@MainActor
open class Interactor: Interactable {
    /// Whether the interactor is active.
    public private(set) final var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            announce(isActive)
        }
    }

    /// The loaded router whose children follow this interactor's activity. A direct reference
    /// rather than an observation, because every router in a tree has one; unowned, not weak,
    /// to spare each router a weak-reference table: the router owns this interactor and
    /// clears the reference first thing in its deinit.
    unowned var subtreeFollower: (any SubtreeFollowing)?

    private let activity = ActivityBroadcast()
    /// Activity changes not yet told to everyone: one made by an observer while it is being told
    /// waits here, so every observer hears the changes in order and ends on the current value.
    private var unannouncedActivity: [Bool] = []
    private var isAnnouncingActivity = false
    /// The cancellations of bound work that has not finished yet; each entry goes when its task ends.
    private var boundTasks: [Int: @MainActor () -> Void] = [:]
    private var nextTaskID = 0

    /// How many bound tasks are still running (for tests: finished ones are forgotten).
    var boundTaskCount: Int { boundTasks.count }

    /// Creates an inactive interactor.
    public init() {}

    /// The activity over time: starts with the current value, repeats nothing, and finishes when
    /// the interactor is deallocated.
    public final var isActiveStream: AsyncStream<Bool> {
        activity.subscribe(current: isActive)
    }

    /// Calls `onChange` with the current activity, then at every change, synchronously.
    public final func observeActivity(
        _ onChange: @escaping @MainActor (Bool) -> Void, onEnd: (@MainActor () -> Void)?
    ) -> ActivityObservation {
        activity.observe(current: isActive, onChange: onChange, onEnd: onEnd)
    }

    /// Activates the interactor, then calls ``didBecomeActive()``; does nothing while active.
    ///
    /// A loaded router activates its subtree when its interactor becomes active, so the
    /// subtree's ``didBecomeActive()`` calls run, bottom-up, before this interactor's own.
    public final func activate() {
        guard beginActivation() else { return }
        didBecomeActive()
    }

    /// The first half of ``activate()``: marks the interactor active and tells its observers.
    /// Returns false, and does nothing, when it was active already.
    ///
    /// Split out so that a subtree can be activated without recursion: every interactor is
    /// marked top-down, and ``didBecomeActive()`` runs bottom-up afterwards.
    func beginActivation() -> Bool {
        guard !isActive else { return false }
        isActive = true
        return true
    }

    /// Calls ``willResignActive()``, cancels bound work, then deactivates; does nothing while inactive.
    ///
    /// A loaded router deactivates its subtree, top-down, once its interactor is inactive.
    public final func deactivate() {
        guard isActive else { return }
        willResignActive()
        cancelBoundTasks()
        isActive = false
    }

    /// Called right after the interactor becomes active. Start work here.
    open func didBecomeActive() {}

    /// Called right before the interactor resigns active. Bound work is cancelled after it returns.
    open func willResignActive() {}

    /// Starts a main-actor task that is cancelled when the interactor deactivates.
    ///
    /// Started while inactive, the task is cancelled at once (it still runs, already cancelled,
    /// so it can observe `Task.isCancelled`).
    @discardableResult
    public final func task(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let id = nextTaskID
        nextTaskID += 1
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.boundTasks[id] = nil
        }
        register(id: id, cancel: { task.cancel() })
        return task
    }

    /// Binds an existing task to this interactor's activity: it is cancelled on deactivation,
    /// or at once when the interactor is inactive. The binding is forgotten when the task ends.
    public final func bind<Success, Failure>(_ task: Task<Success, Failure>) {
        let id = nextTaskID
        nextTaskID += 1
        guard register(id: id, cancel: { task.cancel() }) else { return }
        // The root interactor binds every deep-link run and never deactivates: without this,
        // its table would grow for as long as the app runs.
        Task { @MainActor [weak self] in
            _ = await task.result
            self?.boundTasks[id] = nil
        }
    }

    /// Keeps `cancel` for deactivation; returns false, having cancelled at once, when inactive.
    @discardableResult
    private func register(id: Int, cancel: @escaping @MainActor () -> Void) -> Bool {
        guard isActive else {
            cancel()
            return false
        }
        boundTasks[id] = cancel
        return true
    }

    /// Tells the observers and the subtree of a change, in order, also when one of them changes
    /// the activity again while being told.
    private func announce(_ isActive: Bool) {
        unannouncedActivity.append(isActive)
        guard !isAnnouncingActivity else { return }
        isAnnouncingActivity = true
        defer { isAnnouncingActivity = false }
        while !unannouncedActivity.isEmpty {
            let change = unannouncedActivity.removeFirst()
            activity.send(change)
            subtreeFollower?.interactorDidChangeActivity(change)
        }
    }

    private func cancelBoundTasks() {
        let cancellations = boundTasks.values
        boundTasks.removeAll()
        for cancel in cancellations { cancel() }
    }

    // Not `isolated deinit`: on Apple systems its hop goes through the concurrency runtime's
    // swift_task_deinitOnExecutor (below a macOS 15.4 deployment target, as this package's 15,
    // through the swift_task_deinitOnExecutorMainActorBackDeploy shim: Swift's
    // test/Concurrency/deinit_isolation_backdeploy.swift), whose task-local scope frees memory it
    // did not allocate when the release comes on the main thread (swiftlang/swift#85663, #88036;
    // Apple runtimes before 26.4). A RIB object is released where the tree lets it go, on the main
    // actor, so the deinit runs its main-actor work right there; a last release anywhere else
    // traps (MainActor.assumeIsolated) instead of running it late. The same holds for every
    // deinit of this module.
    nonisolated deinit {
        MainActor.assumeIsolated {
            // As in RIBs for iOS: an interactor that goes away while active resigns first, so its
            // listeners hear `false` before the end.
            if isActive { deactivate() }
            cancelBoundTasks()
            activity.finish()
        }
    }
}

extension Task {
    /// Binds this task to `interactor`'s activity: it is cancelled when the interactor
    /// deactivates, or at once if it is inactive (RxSwift's `disposeOnDeactivate(interactor:)`).
    @MainActor
    public func cancelOnDeactivate(interactor: Interactor) {
        interactor.bind(self)
    }
}

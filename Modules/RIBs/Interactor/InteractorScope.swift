/// What the outside world may know of an interactor: whether it is active, and when that changes.
@MainActor
public protocol InteractorScope: AnyObject {
    /// Whether the interactor is active: attached to an active parent and not yet detached.
    var isActive: Bool { get }

    /// The activity over time: starts with the current value, repeats nothing, and finishes when
    /// the interactor is deallocated.
    var isActiveStream: AsyncStream<Bool> { get }

    /// Calls `onChange` at once with the current activity and then synchronously at every
    /// change, and `onEnd` when the scope is deallocated, until the returned observation is
    /// cancelled or released. Workers, workflows and routers use it to follow activity without
    /// a suspension point in between.
    func observeActivity(
        _ onChange: @escaping @MainActor (Bool) -> Void, onEnd: (@MainActor () -> Void)?
    ) -> ActivityObservation
}

/// An interactor as its router sees it: a scope that can be activated and deactivated.
@MainActor
public protocol Interactable: InteractorScope {
    /// Activates the interactor; calling it while active does nothing.
    func activate()

    /// Deactivates the interactor and cancels the work bound to its activity; calling it while
    /// inactive does nothing.
    func deactivate()
}

extension InteractorScope {
    /// Calls `onChange` with the current activity and at every change; see
    /// ``observeActivity(_:onEnd:)``.
    public func observeActivity(_ onChange: @escaping @MainActor (Bool) -> Void) -> ActivityObservation {
        observeActivity(onChange, onEnd: nil)
    }

    /// Suspends until the scope is active; returns false if it is deallocated, or the task is
    /// cancelled, first.
    public func waitUntilActive() async -> Bool {
        for await active in isActiveStream where active { return true }
        return false
    }
}

/// A running observation of an interactor's activity; cancelled by ``cancel()`` or when released.
@MainActor
public final class ActivityObservation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation; calling it again does nothing.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    isolated deinit {
        cancel()
    }
}

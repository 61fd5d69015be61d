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

extension InteractorScope {
    /// Calls `onChange` with the current activity and at every change; see
    /// ``observeActivity(_:onEnd:)``.
    public func observeActivity(_ onChange: @escaping @MainActor (Bool) -> Void) -> ActivityObservation {
        observeActivity(onChange, onEnd: nil)
    }

    /// Suspends until the scope is active, and returns true while it still is; returns false if
    /// it is deallocated, or the task is cancelled, first.
    ///
    /// The caller resumes on the main actor with the scope active: code after it runs before
    /// anything can deactivate the scope again.
    public func waitUntilActive() async -> Bool {
        if isActive { return true }
        for await _ in isActiveStream {
            // The stream may hold a `true` that a synchronous deactivation has already undone;
            // only the activity now counts.
            if isActive { return true }
        }
        return false
    }
}

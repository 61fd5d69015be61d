/// What the outside world may know of an interactor: whether it is active, and when that changes.
@MainActor
public protocol InteractorScope: AnyObject {
    /// Whether the interactor is active: attached to an active parent and not yet detached.
    var isActive: Bool { get }

    /// The activity over time: starts with the current value, repeats nothing, and finishes when
    /// the interactor is deallocated.
    var isActiveStream: AsyncStream<Bool> { get }
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

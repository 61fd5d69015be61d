/// An interactor as its router sees it: a scope that can be activated and deactivated.
@MainActor
public protocol Interactable: InteractorScope {
    /// Activates the interactor; calling it while active does nothing.
    func activate()

    /// Deactivates the interactor and cancels the work bound to its activity; calling it while
    /// inactive does nothing.
    func deactivate()
}

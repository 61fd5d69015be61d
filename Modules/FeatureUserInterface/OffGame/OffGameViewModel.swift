import Observation

/// The OffGame screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class OffGameViewModel {
    /// The state on screen.
    public var state: OffGameViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any OffGamePresentableListener)?

    /// Creates a model showing `state`.
    public init(state: OffGameViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: OffGameViewAction) {
        listener?.request(action: action)
    }
}

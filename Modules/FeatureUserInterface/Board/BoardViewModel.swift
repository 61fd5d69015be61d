import Observation

/// The Board screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class BoardViewModel {
    /// The state on screen.
    public var state: BoardViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any BoardPresentableListener)?

    /// Creates a model showing `state`.
    public init(state: BoardViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: BoardViewAction) {
        listener?.request(action: action)
    }
}

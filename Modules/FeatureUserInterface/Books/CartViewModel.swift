import Observation

/// The Cart screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class CartViewModel {
    /// The state on screen.
    public var state: CartViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any CartPresentableListener)?

    /// Creates a model showing `state`.
    public init(state: CartViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: CartViewAction) {
        listener?.request(action: action)
    }
}

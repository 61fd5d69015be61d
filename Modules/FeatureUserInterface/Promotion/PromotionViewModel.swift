import Observation

/// The Promotion screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class PromotionViewModel {
    /// The state on screen.
    public var state: PromotionViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any PromotionPresentableListener)?

    /// Creates a model showing `state`.
    public init(state: PromotionViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: PromotionViewAction) {
        listener?.request(action: action)
    }
}

import Observation

/// The CardApplication screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class CardApplicationViewModel {
    /// The state on screen.
    public var state: CardApplicationViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any CardApplicationPresentableListener)?

    /// Creates a model showing `state`.
    public init(state: CardApplicationViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: CardApplicationViewAction) {
        listener?.request(action: action)
    }
}

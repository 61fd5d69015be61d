import Observation

/// The Home screen's state and the one way out for its actions.
///
/// Observable, so the screen redraws whenever the state changes; the listener is weak because
/// the listener (an interactor) owns the presenter that owns this model.
@MainActor
@Observable
public final class HomeViewModel {
    /// The state on screen.
    public var state: HomeViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any HomePresentableListener)?

    /// Creates a model showing `state`.
    public init(state: HomeViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: HomeViewAction) {
        listener?.request(action: action)
    }
}

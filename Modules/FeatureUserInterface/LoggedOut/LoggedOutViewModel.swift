import Observation

/// The LoggedOut screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class LoggedOutViewModel {
    /// The state on screen.
    public var state: LoggedOutViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any LoggedOutPresentableListener)?

    /// Creates a model showing `state`.
    public init(state: LoggedOutViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: LoggedOutViewAction) {
        listener?.request(action: action)
    }
}

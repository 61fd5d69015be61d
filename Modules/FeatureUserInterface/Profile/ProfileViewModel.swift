import Observation

/// The Profile screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class ProfileViewModel {
    /// The state on screen.
    public var state: ProfileViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any ProfilePresentableListener)?

    /// Creates a model showing `state`.
    public init(state: ProfileViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: ProfileViewAction) {
        listener?.request(action: action)
    }
}

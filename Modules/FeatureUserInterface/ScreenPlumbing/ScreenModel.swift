import Observation

/// A screen's state and the one way out for its actions, shared by every screen.
///
/// Observable, so the screen host redraws whenever the state changes. The listener is weak
/// because the listener (an interactor) owns the presenter that owns this model.
@MainActor
@Observable
public final class ScreenModel<State, Action> {
    /// The state on screen.
    public var state: State

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any ScreenActionListener<Action>)?

    /// Creates a model showing `state`.
    public init(state: State) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: Action) {
        listener?.request(action: action)
    }
}

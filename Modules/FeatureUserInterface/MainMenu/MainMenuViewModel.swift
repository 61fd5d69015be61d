import Observation

/// The MainMenu screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class MainMenuViewModel {
    /// The state on screen.
    public var state: MainMenuViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any MainMenuPresentableListener)?

    /// Creates a model showing `state`.
    public init(state: MainMenuViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: MainMenuViewAction) {
        listener?.request(action: action)
    }
}

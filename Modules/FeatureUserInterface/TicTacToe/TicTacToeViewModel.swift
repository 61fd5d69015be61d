import Observation

/// The TicTacToe screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class TicTacToeViewModel {
    /// The state on screen.
    public var state: TicTacToeViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any TicTacToePresentableListener)?

    /// Creates a model showing `state`.
    public init(state: TicTacToeViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: TicTacToeViewAction) {
        listener?.request(action: action)
    }
}

import Observation

/// The BookDetail screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class BookDetailViewModel {
    /// The state on screen.
    public var state: BookDetailViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any BookDetailPresentableListener)?

    /// Creates a model showing `state`.
    public init(state: BookDetailViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: BookDetailViewAction) {
        listener?.request(action: action)
    }
}

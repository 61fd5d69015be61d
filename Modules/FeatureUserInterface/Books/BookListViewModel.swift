import Observation

/// The BookList screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class BookListViewModel {
    /// The state on screen.
    public var state: BookListViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any BookListPresentableListener)?

    /// Creates a model showing `state`.
    public init(state: BookListViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: BookListViewAction) {
        listener?.request(action: action)
    }
}

import Observation

/// The PostDetail screen's state and the one way out for its actions; observable, so the screen
/// redraws when the state changes. The listener is weak: it owns the presenter that owns this.
@MainActor
@Observable
public final class PostDetailViewModel {
    /// The state on screen.
    public var state: PostDetailViewState

    /// Who receives actions.
    @ObservationIgnored public weak var listener: (any PostDetailPresentableListener)?

    /// Creates a model showing `state`.
    public init(state: PostDetailViewState) {
        self.state = state
    }

    /// Sends `action` to the listener.
    public func request(action: PostDetailViewAction) {
        listener?.request(action: action)
    }
}

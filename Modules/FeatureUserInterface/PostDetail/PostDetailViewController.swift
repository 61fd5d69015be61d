import DesignSystem

/// The PostDetail screen's controller (one post with its comments): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class PostDetailViewController: HostingViewController<PostDetailView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: PostDetailViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: PostDetailViewState) {
        let viewModel = PostDetailViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: PostDetailView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any PostDetailPresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: PostDetailViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

import DesignSystem

/// The PostDetail screen's controller (one post with its comments): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class PostDetailViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: PostDetailViewModel
    private let screenView: PostDetailView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: PostDetailViewState) {
        self.viewModel = PostDetailViewModel(state: initialState)
        self.screenView = PostDetailView(viewModel: viewModel)
        super.init()
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

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

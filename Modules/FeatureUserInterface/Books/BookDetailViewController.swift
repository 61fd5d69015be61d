import DesignSystem

/// The BookDetail screen's controller (one book, with add to cart): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class BookDetailViewController: HostingViewController<BookDetailView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: BookDetailViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: BookDetailViewState) {
        let viewModel = BookDetailViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: BookDetailView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any BookDetailPresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: BookDetailViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

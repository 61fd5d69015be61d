import DesignSystem

/// The BookList screen's controller (the bookstore's shelf): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class BookListViewController: HostingViewController<BookListView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: BookListViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: BookListViewState) {
        let viewModel = BookListViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: BookListView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any BookListPresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: BookListViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

import DesignSystem

/// The BookDetail screen's controller (one book, with add to cart): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class BookDetailViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: BookDetailViewModel
    private let screenView: BookDetailView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: BookDetailViewState) {
        self.viewModel = BookDetailViewModel(state: initialState)
        self.screenView = BookDetailView(viewModel: viewModel)
        super.init()
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

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

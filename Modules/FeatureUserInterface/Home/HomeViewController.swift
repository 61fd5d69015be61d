import DesignSystem

/// The Home screen's controller: receives states from its presenter side and hands them to
/// the view model; reports `viewDidLoad` when first shown.
@MainActor
public final class HomeViewController: HostingViewController<HomeView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: HomeViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: HomeViewState) {
        let viewModel = HomeViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: HomeView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any HomePresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: HomeViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

import DesignSystem
import Resources

/// The Home screen's controller: receives states from its presenter side and hands them to
/// the view model; reports `viewDidLoad` when first shown.
@MainActor
public final class HomeViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: HomeViewModel
    private let homeView: HomeView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: HomeViewState) {
        self.viewModel = HomeViewModel(state: initialState)
        self.homeView = HomeView(viewModel: viewModel)
        super.init()
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

    public override var title: String { R.string.home.screenTitle() }
    public override var keyHints: [KeyHint] { homeView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { homeView.body() }
    public override func handle(_ key: Key) -> Bool { homeView.handle(key) }
}

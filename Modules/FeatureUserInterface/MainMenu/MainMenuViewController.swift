import DesignSystem

/// The MainMenu screen's controller (the logged-in app's main menu): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class MainMenuViewController: HostingViewController<MainMenuView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: MainMenuViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: MainMenuViewState) {
        let viewModel = MainMenuViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: MainMenuView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any MainMenuPresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: MainMenuViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

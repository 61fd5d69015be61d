import DesignSystem

/// The LoggedOut screen's controller (the RIBs tutorial's login: two player names and a login button): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class LoggedOutViewController: HostingViewController<LoggedOutView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: LoggedOutViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: LoggedOutViewState) {
        let viewModel = LoggedOutViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: LoggedOutView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any LoggedOutPresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: LoggedOutViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

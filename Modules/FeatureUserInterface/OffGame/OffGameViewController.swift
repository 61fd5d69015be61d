import DesignSystem

/// The OffGame screen's controller (the game lobby: scores and the list of games): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class OffGameViewController: HostingViewController<OffGameView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: OffGameViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: OffGameViewState) {
        let viewModel = OffGameViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: OffGameView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any OffGamePresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: OffGameViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

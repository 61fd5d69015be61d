import DesignSystem

/// The TicTacToe screen's controller (the tic-tac-toe board): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class TicTacToeViewController: HostingViewController<TicTacToeView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: TicTacToeViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: TicTacToeViewState) {
        let viewModel = TicTacToeViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: TicTacToeView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any TicTacToePresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: TicTacToeViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

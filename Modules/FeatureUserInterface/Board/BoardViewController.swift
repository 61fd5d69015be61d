import DesignSystem

/// The Board screen's controller (the board of posts): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class BoardViewController: HostingViewController<BoardView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: BoardViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: BoardViewState) {
        let viewModel = BoardViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: BoardView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any BoardPresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: BoardViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

import DesignSystem

/// The TicTacToe screen's controller (the tic-tac-toe board): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class TicTacToeViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: TicTacToeViewModel
    private let screenView: TicTacToeView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: TicTacToeViewState) {
        self.viewModel = TicTacToeViewModel(state: initialState)
        self.screenView = TicTacToeView(viewModel: viewModel)
        super.init()
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

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

import DesignSystem

/// The Board screen's controller (the board of posts): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class BoardViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: BoardViewModel
    private let screenView: BoardView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: BoardViewState) {
        self.viewModel = BoardViewModel(state: initialState)
        self.screenView = BoardView(viewModel: viewModel)
        super.init()
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

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

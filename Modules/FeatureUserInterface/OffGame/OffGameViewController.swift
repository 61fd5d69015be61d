import DesignSystem

/// The OffGame screen's controller (the game lobby: scores and the list of games): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class OffGameViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: OffGameViewModel
    private let screenView: OffGameView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: OffGameViewState) {
        self.viewModel = OffGameViewModel(state: initialState)
        self.screenView = OffGameView(viewModel: viewModel)
        super.init()
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

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

import DesignSystem

/// The MainMenu screen's controller (the logged-in app's main menu): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class MainMenuViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: MainMenuViewModel
    private let screenView: MainMenuView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: MainMenuViewState) {
        self.viewModel = MainMenuViewModel(state: initialState)
        self.screenView = MainMenuView(viewModel: viewModel)
        super.init()
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

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

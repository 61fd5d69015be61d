import DesignSystem

/// The LoggedOut screen's controller (the RIBs tutorial's login: two player names and a login button): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class LoggedOutViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: LoggedOutViewModel
    private let screenView: LoggedOutView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: LoggedOutViewState) {
        self.viewModel = LoggedOutViewModel(state: initialState)
        self.screenView = LoggedOutView(viewModel: viewModel)
        super.init()
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

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

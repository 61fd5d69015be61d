import DesignSystem

/// The Profile screen's controller (the member's profile, with logout and delete account): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class ProfileViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: ProfileViewModel
    private let screenView: ProfileView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: ProfileViewState) {
        self.viewModel = ProfileViewModel(state: initialState)
        self.screenView = ProfileView(viewModel: viewModel)
        super.init()
    }

    /// Who receives the screen's actions.
    public var listener: (any ProfilePresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: ProfileViewState) {
        viewModel.state = state
    }

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

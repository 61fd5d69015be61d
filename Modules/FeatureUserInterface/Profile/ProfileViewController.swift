import DesignSystem

/// The Profile screen's controller (the member's profile, with logout and delete account): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class ProfileViewController: HostingViewController<ProfileView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: ProfileViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: ProfileViewState) {
        let viewModel = ProfileViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: ProfileView(viewModel: viewModel))
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

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

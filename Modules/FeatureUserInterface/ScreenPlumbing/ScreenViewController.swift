import DesignSystem

/// The controller of every State/Action screen: hands the states it receives to the view model
/// and reports ``ScreenAction/viewDidLoad`` when the screen is first shown.
///
/// Each screen names its own, `HomeViewController = ScreenViewController<HomeView>`; the RIB
/// side makes it its presenter with a conditional conformance
/// (`extension ScreenViewController: HomePresentable where View == HomeView {}`).
@MainActor
public final class ScreenViewController<View: StateScreenView>: HostingViewController<View> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: ScreenModel<View.State, View.Action>

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: View.State) {
        let viewModel = ScreenModel<View.State, View.Action>(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: View(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any ScreenActionListener<View.Action>)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: View.State) {
        viewModel.state = state
        screenView.stateDidChange(to: state)
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

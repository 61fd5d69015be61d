import DesignSystem

/// The CardApplication screen's controller (the check card application): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class CardApplicationViewController: HostingViewController<CardApplicationView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: CardApplicationViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: CardApplicationViewState) {
        let viewModel = CardApplicationViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: CardApplicationView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any CardApplicationPresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: CardApplicationViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

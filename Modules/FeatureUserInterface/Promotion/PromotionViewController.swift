import DesignSystem

/// The Promotion screen's controller (a promotion code from a deep link): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class PromotionViewController: HostingViewController<PromotionView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: PromotionViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: PromotionViewState) {
        let viewModel = PromotionViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: PromotionView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any PromotionPresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: PromotionViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

import DesignSystem

/// The Cart screen's controller (the bookstore's cart and checkout): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class CartViewController: HostingViewController<CartView> {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: CartViewModel

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: CartViewState) {
        let viewModel = CartViewModel(state: initialState)
        self.viewModel = viewModel
        super.init(screenView: CartView(viewModel: viewModel))
    }

    /// Who receives the screen's actions.
    public var listener: (any CartPresentableListener)? {
        get { viewModel.listener }
        set { viewModel.listener = newValue }
    }

    /// Shows `state`.
    public func update(state: CartViewState) {
        viewModel.state = state
    }

    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
}

import DesignSystem

/// The Cart screen's controller (the bookstore's cart and checkout): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class CartViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: CartViewModel
    private let screenView: CartView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: CartViewState) {
        self.viewModel = CartViewModel(state: initialState)
        self.screenView = CartView(viewModel: viewModel)
        super.init()
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

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

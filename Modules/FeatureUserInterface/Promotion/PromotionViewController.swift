import DesignSystem

/// The Promotion screen's controller (a promotion code from a deep link): hands the states it receives to the view model
/// and reports `viewDidLoad` when first shown.
@MainActor
public final class PromotionViewController: ViewController {
    /// The model the view draws; public so previews and tests can read what is shown.
    public let viewModel: PromotionViewModel
    private let screenView: PromotionView

    /// Creates the screen showing `initialState` until the first update.
    public init(initialState: PromotionViewState) {
        self.viewModel = PromotionViewModel(state: initialState)
        self.screenView = PromotionView(viewModel: viewModel)
        super.init()
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

    public override var title: String { screenView.title }
    public override var keyHints: [KeyHint] { screenView.keyHints }
    public override func viewDidLoad() { viewModel.request(action: .viewDidLoad) }
    public override func body() -> any Widget { screenView.body() }
    public override func handle(_ key: Key) -> Bool { screenView.handle(key) }
}

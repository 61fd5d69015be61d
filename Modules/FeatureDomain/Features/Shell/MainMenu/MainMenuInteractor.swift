import FeatureUserInterface
import RIBs

/// The MainMenu RIB's routing, as its interactor sees it.
@MainActor
public protocol MainMenuRouting: ViewableRouting {}

/// The menu screen, as its interactor sees it.
@MainActor
public protocol MainMenuPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<MainMenuViewAction>)? { get set }
    /// Shows `state`.
    func update(state: MainMenuViewState)
}

/// The MainMenu interactor, as its screen sees it.
@MainActor
public protocol MainMenuPresentableListener: ScreenActionListener<MainMenuViewAction> {}

/// What MainMenu tells its parent.
@MainActor
public protocol MainMenuListener: AnyObject {
    /// The user chose `destination`.
    func mainMenuDidSelect(_ destination: MainMenuViewState.Destination)
}

/// The menu's logic: a choice goes to the parent, which routes; the cart badge follows the cart.
final class MainMenuInteractor: PresentableInteractor<any MainMenuPresentable>, MainMenuInteractable, MainMenuPresentableListener {
    weak var router: (any MainMenuRouting)?
    weak var listener: (any MainMenuListener)?
    private var state: MainMenuViewState
    private let carts: AsyncStream<Cart>?

    init(presenter: any MainMenuPresentable, state: MainMenuViewState, carts: AsyncStream<Cart>? = nil) {
        self.state = state
        self.carts = carts
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        guard let carts else { return }
        task { [weak self] in
            for await cart in carts {
                guard let self else { return }
                guard state.cartCount != cart.itemCount else { continue }
                state.cartCount = cart.itemCount
                presenter.update(state: state)
            }
        }
    }

    func request(action: MainMenuViewAction) {
        guard case .select(let destination) = action else { return }
        listener?.mainMenuDidSelect(destination)
    }
}

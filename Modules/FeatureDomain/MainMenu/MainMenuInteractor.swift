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

/// The menu's logic: a choice goes to the parent, which routes.
final class MainMenuInteractor: PresentableInteractor<any MainMenuPresentable>, MainMenuInteractable, MainMenuPresentableListener {
    weak var router: (any MainMenuRouting)?
    weak var listener: (any MainMenuListener)?

    override init(presenter: any MainMenuPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func request(action: MainMenuViewAction) {
        guard case .select(let destination) = action else { return }
        listener?.mainMenuDidSelect(destination)
    }
}

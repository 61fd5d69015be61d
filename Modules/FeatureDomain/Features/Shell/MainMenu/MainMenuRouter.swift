import FeatureUserInterface
import RIBs

/// The MainMenu interactor, as its router sees it.
@MainActor
protocol MainMenuInteractable: Interactable {
    var router: (any MainMenuRouting)? { get set }
    var listener: (any MainMenuListener)? { get set }
}

/// The menu screen, as its router sees it.
@MainActor
public protocol MainMenuViewControllable: ViewControllable {}

/// The MainMenu RIB's navigation; the destinations are its parent's children, not its own.
final class MainMenuRouter: ViewableRouter<any MainMenuInteractable, any MainMenuViewControllable>, MainMenuRouting {
    override init(interactor: any MainMenuInteractable, viewController: any MainMenuViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: MainMenuPresentable, MainMenuViewControllable where View == MainMenuView {}

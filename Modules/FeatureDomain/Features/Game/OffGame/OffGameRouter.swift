import FeatureUserInterface
import RIBs

/// The OffGame interactor, as its router sees it.
@MainActor
protocol OffGameInteractable: Interactable {
    var router: (any OffGameRouting)? { get set }
    var listener: (any OffGameListener)? { get set }
}

/// The lobby screen, as its router sees it.
@MainActor
public protocol OffGameViewControllable: ViewControllable {}

/// The OffGame RIB's navigation; the game it starts is its parent's child, as in the tutorial.
final class OffGameRouter: ViewableRouter<any OffGameInteractable, any OffGameViewControllable>, OffGameRouting {
    override init(interactor: any OffGameInteractable, viewController: any OffGameViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: OffGamePresentable, OffGameViewControllable where View == OffGameView {}

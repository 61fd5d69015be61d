import FeatureUserInterface
import RIBs

/// The Promotion interactor, as its router sees it.
@MainActor
protocol PromotionInteractable: Interactable {
    var router: (any PromotionRouting)? { get set }
    var listener: (any PromotionListener)? { get set }
}

/// The promotion screen, as its router sees it.
@MainActor
public protocol PromotionViewControllable: ViewControllable {}

/// The Promotion RIB's router: a leaf.
final class PromotionRouter: ViewableRouter<any PromotionInteractable, any PromotionViewControllable>, PromotionRouting {
    override init(interactor: any PromotionInteractable, viewController: any PromotionViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: PromotionPresentable, PromotionViewControllable where View == PromotionView {}

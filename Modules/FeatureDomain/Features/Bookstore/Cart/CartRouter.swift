import FeatureUserInterface
import RIBs

/// The Cart interactor, as its router sees it.
@MainActor
protocol CartInteractable: Interactable {
    var router: (any CartRouting)? { get set }
    var listener: (any CartListener)? { get set }
}

/// The cart screen, as its router sees it.
@MainActor
public protocol CartViewControllable: ViewControllable {}

/// The Cart RIB's router: a leaf, its parent pushes and pops the screen.
final class CartRouter: ViewableRouter<any CartInteractable, any CartViewControllable>, CartRouting {
    override init(interactor: any CartInteractable, viewController: any CartViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: CartPresentable, CartViewControllable where View == CartView {}

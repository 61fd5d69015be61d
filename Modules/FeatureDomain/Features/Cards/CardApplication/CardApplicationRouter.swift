import FeatureUserInterface
import RIBs

/// The CardApplication interactor, as its router sees it.
@MainActor
protocol CardApplicationInteractable: Interactable {
    var router: (any CardApplicationRouting)? { get set }
    var listener: (any CardApplicationListener)? { get set }
}

/// The card application screen, as its router sees it.
@MainActor
public protocol CardApplicationViewControllable: ViewControllable {}

/// The CardApplication RIB's router: a leaf; its sheets are states of its own screen.
final class CardApplicationRouter: ViewableRouter<any CardApplicationInteractable, any CardApplicationViewControllable>, CardApplicationRouting {
    override init(interactor: any CardApplicationInteractable, viewController: any CardApplicationViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: CardApplicationPresentable, CardApplicationViewControllable where View == CardApplicationView {}

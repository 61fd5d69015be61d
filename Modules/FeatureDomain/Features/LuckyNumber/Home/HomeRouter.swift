import FeatureUserInterface
import RIBs

/// The Home interactor, as its router sees it.
@MainActor
protocol HomeInteractable: Interactable {
    var router: (any HomeRouting)? { get set }
    var listener: (any HomeListener)? { get set }
}

/// The Home screen, as its router sees it.
@MainActor
public protocol HomeViewControllable: ViewControllable {}

/// The Home RIB's navigation. Home has no children yet.
final class HomeRouter: ViewableRouter<any HomeInteractable, any HomeViewControllable>, HomeRouting {
    override init(interactor: any HomeInteractable, viewController: any HomeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

// The UI module knows nothing of RIBs; the conformance lives here.
extension ScreenViewController: HomePresentable, HomeViewControllable where View == HomeView {}

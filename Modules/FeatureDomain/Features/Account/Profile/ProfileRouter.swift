import FeatureUserInterface
import RIBs

/// The Profile interactor, as its router sees it.
@MainActor
protocol ProfileInteractable: Interactable {
    var router: (any ProfileRouting)? { get set }
    var listener: (any ProfileListener)? { get set }
}

/// The profile screen, as its router sees it.
@MainActor
public protocol ProfileViewControllable: ViewControllable {}

/// The Profile RIB's navigation; it has no children.
final class ProfileRouter: ViewableRouter<any ProfileInteractable, any ProfileViewControllable>, ProfileRouting {
    override init(interactor: any ProfileInteractable, viewController: any ProfileViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: ProfilePresentable, ProfileViewControllable where View == ProfileView {}

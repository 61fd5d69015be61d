import FeatureUserInterface
import RIBs

/// The LoggedOut interactor, as its router sees it.
@MainActor
protocol LoggedOutInteractable: Interactable {
    var router: (any LoggedOutRouting)? { get set }
    var listener: (any LoggedOutListener)? { get set }
    var waitingLink: String? { get set }
}

/// The sign-in screen, as its router sees it.
@MainActor
public protocol LoggedOutViewControllable: ViewControllable {}

/// The LoggedOut RIB's navigation; it has no children.
final class LoggedOutRouter: ViewableRouter<any LoggedOutInteractable, any LoggedOutViewControllable>, LoggedOutRouting {
    override init(interactor: any LoggedOutInteractable, viewController: any LoggedOutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func showWaitingLink(_ description: String?) {
        interactor.waitingLink = description
    }
}

extension ScreenViewController: LoggedOutPresentable, LoggedOutViewControllable where View == LoggedOutView {}

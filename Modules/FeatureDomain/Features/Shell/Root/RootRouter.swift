import DesignSystem
import RIBs

/// The root interactor, as its router sees it.
@MainActor
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
    var router: (any RootRouting)? { get set }
}

/// The root screen, as its router sees it: the stack every screen of the app is shown on.
@MainActor
protocol RootViewControllable: StackViewControllable {}

/// The root RIB's navigation: the sign-in screen or the logged-in area, never both, as in the
/// RIBs tutorial's RootRouter.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let loggedOutBuilder: any LoggedOutBuildable
    private let loggedInBuilder: any LoggedInBuildable
    private var loggedOut: (any LoggedOutRouting)?
    private var loggedIn: (any Routing)?
    /// Where a link waiting for sign-in leads, told to each sign-in screen.
    private var waitingLink: String?

    init(
        interactor: any RootInteractable, viewController: any RootViewControllable, loggedOutBuilder: any LoggedOutBuildable,
        loggedInBuilder: any LoggedInBuildable
    ) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToLoggedOut() {
        detachLoggedIn()
        guard loggedOut == nil else { return }
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        self.loggedOut = loggedOut
        attachChild(loggedOut)
        loggedOut.showWaitingLink(waitingLink)
        viewController.setRoot(screen: loggedOut.viewControllable)
    }

    func showWaitingLink(_ description: String?) {
        waitingLink = description
        loggedOut?.showWaitingLink(description)
    }

    func routeToLoggedIn(session: PlayerSession) -> any LoggedInActionableItem {
        detachLoggedIn()
        if let loggedOut {
            detachChild(loggedOut)
            self.loggedOut = nil
        }
        let (loggedIn, actionableItem) = loggedInBuilder.build(withListener: interactor, session: session)
        self.loggedIn = loggedIn
        attachChild(loggedIn)
        return actionableItem
    }

    private func detachLoggedIn() {
        guard let loggedIn else { return }
        detachChild(loggedIn)
        self.loggedIn = nil
    }
}

extension NavigationController: RootPresentable, RootViewControllable {
    func showNotice(title: String, message: String, dismissTitle: String) {
        let alert = AlertController(title: title, message: message, actions: [AlertAction(title: dismissTitle, role: .cancel)]) { _ in }
        present(alert)
    }
}

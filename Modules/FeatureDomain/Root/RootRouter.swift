import DesignSystem
import RIBs

/// The root interactor, as its router sees it.
@MainActor
protocol RootInteractable: Interactable, HomeListener {
    var router: (any RootRouting)? { get set }
}

/// The root screen, as its router sees it: a container that shows one child screen.
@MainActor
protocol RootViewControllable: ViewControllable {
    /// Replaces what the root shows with `viewController`.
    func replaceContent(with viewController: any ViewControllable)
}

/// The root RIB's navigation.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let homeBuilder: any HomeBuildable
    private var home: (any HomeRouting)?

    init(interactor: any RootInteractable, viewController: any RootViewControllable, homeBuilder: any HomeBuildable) {
        self.homeBuilder = homeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToHome() {
        guard home == nil else { return }
        let home = homeBuilder.build(withListener: interactor)
        self.home = home
        attachChild(home)
        viewController.replaceContent(with: home.viewControllable)
    }
}

extension NavigationController: RootPresentable, RootViewControllable {
    func replaceContent(with viewController: any ViewControllable) {
        setRoot(viewController.terminalViewController)
    }
}

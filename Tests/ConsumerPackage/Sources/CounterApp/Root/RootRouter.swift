import DesignSystem
import RIBs

/// The root RIB's router: it attaches the counter and shows its screen.
final class RootRouter: LaunchRouter<RootInteractor, RootViewController>, RootRouting {
    private let counterBuilder: CounterBuilder
    private(set) var counter: (any ViewableRouting)?

    init(interactor: RootInteractor, viewController: RootViewController, counterBuilder: CounterBuilder) {
        self.counterBuilder = counterBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCounter() {
        guard counter == nil else { return }
        let counter = counterBuilder.build(listener: interactor)
        self.counter = counter
        attachChild(counter)
        if let screen = counter.viewControllable as? ViewController { viewController.show(screen) }
    }
}

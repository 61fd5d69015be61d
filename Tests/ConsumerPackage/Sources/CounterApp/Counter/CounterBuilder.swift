import RIBs

/// What the counter needs from its parent.
@MainActor
protocol CounterDependency: Dependency {
    var initialCount: Int { get }
}

/// Builds the counter RIB: its screen, its interactor and its router.
@MainActor
final class CounterBuilder: Builder<any CounterDependency> {
    func build(listener: any CounterListener) -> any ViewableRouting {
        let viewController = CounterViewController()
        let interactor = CounterInteractor(presenter: viewController, count: dependency.initialCount)
        interactor.listener = listener
        return ViewableRouter(interactor: interactor, viewController: viewController)
    }
}

import RIBs

/// The root RIB's routing, as its interactor sees it.
@MainActor
protocol RootRouting: ViewableRouting {
    /// Shows the Home RIB.
    func routeToHome()
}

/// The root screen, as its interactor sees it.
@MainActor
protocol RootPresentable: Presentable {}

/// The root RIB's logic: on activation it shows Home, the app's first screen.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable {
    weak var router: (any RootRouting)?

    override func didBecomeActive() {
        router?.routeToHome()
    }
}

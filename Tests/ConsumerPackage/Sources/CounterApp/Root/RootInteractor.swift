import RIBs

/// The root's navigation, as its interactor sees it.
@MainActor
protocol RootRouting: ViewableRouting {
    func routeToCounter()
}

/// The root RIB's logic: show the counter as soon as the app starts.
final class RootInteractor: Interactor, CounterListener {
    weak var router: (any RootRouting)?
    /// The totals the counter reported, newest last.
    private(set) var reportedTotals: [Int] = []

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToCounter()
    }

    func counterDidChange(to total: Int) {
        reportedTotals.append(total)
    }
}

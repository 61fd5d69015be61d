import RIBs

/// What the counter's screen is told to show.
@MainActor
protocol CounterPresentable: Presentable {
    var listener: (any CounterPresentableListener)? { get set }
    func show(count: Int)
}

/// What the counter's screen asks of its interactor.
@MainActor
protocol CounterPresentableListener: AnyObject {
    func increment()
}

/// Who hears about the counter: its parent's interactor.
@MainActor
protocol CounterListener: AnyObject {
    func counterDidChange(to total: Int)
}

/// The counter's logic: it owns the count; the screen only shows it and asks for more.
final class CounterInteractor: PresentableInteractor<any CounterPresentable>, CounterPresentableListener {
    weak var listener: (any CounterListener)?
    private var count: Int

    init(presenter: any CounterPresentable, count: Int) {
        self.count = count
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(count: count)
    }

    func increment() {
        // A count at the top of Int stays there rather than trapping.
        let (next, overflow) = count.addingReportingOverflow(1)
        guard !overflow else { return }
        count = next
        presenter.show(count: count)
        listener?.counterDidChange(to: count)
    }
}

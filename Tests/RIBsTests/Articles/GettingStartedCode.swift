import RIBs
import Testing

// The code of the article "Getting started with RIBs" (Modules/RIBs/RIBs.docc/GettingStarted.md),
// compiled here against the library's public API only (no @testable import), and run below.
// `Article code` checks that the article shows exactly these regions.

// article: counter
/// What the counter's view is told to show.
@MainActor
protocol CounterPresentable: Presentable {
    func show(count: Int)
}

/// Who hears about the counter: its parent's interactor.
@MainActor
protocol CounterListener: AnyObject {
    func counterDidChange(to total: Int)
}

/// The counter's logic: it owns the count; its view only shows it.
final class CounterInteractor: PresentableInteractor<any CounterPresentable> {
    weak var listener: (any CounterListener)?
    private var count = 0

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(count: count)
    }

    func increment() {
        guard count < Int.max else { return }
        count += 1
        presenter.show(count: count)
        listener?.counterDidChange(to: count)
    }
}

/// The counter's view, for a program without a screen: it keeps what it was told.
final class CounterView: CounterPresentable, ViewControllable {
    private(set) var shownCount: Int?
    var isOnScreen = false

    func show(count: Int) { shownCount = count }
}

/// What the counter needs from its parent: nothing yet.
@MainActor
protocol CounterDependency: Dependency {}

/// Builds the counter: its view, its interactor and its router.
final class CounterBuilder: Builder<any CounterDependency> {
    func build(listener: any CounterListener) -> ViewableRouter<CounterInteractor, CounterView> {
        let view = CounterView()
        let interactor = CounterInteractor(presenter: view)
        interactor.listener = listener
        return ViewableRouter(interactor: interactor, viewController: view)
    }
}
// end article: counter

// article: root
/// The root's navigation, as its interactor sees it.
@MainActor
protocol RootRouting: ViewableRouting {
    func routeToCounter()
}

/// The root's logic: show the counter as soon as the app starts, hear its totals.
final class RootInteractor: Interactor, CounterListener {
    weak var router: (any RootRouting)?
    private(set) var lastTotal = 0

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToCounter()
    }

    func counterDidChange(to total: Int) { lastTotal = total }
}

/// The root's view: whatever the app's window shows.
final class RootView: ViewControllable {
    var isOnScreen = true
}

/// The root's router: it attaches the counter.
final class RootRouter: LaunchRouter<RootInteractor, RootView>, RootRouting {
    private let counterBuilder: CounterBuilder
    private(set) var counter: ViewableRouter<CounterInteractor, CounterView>?

    init(interactor: RootInteractor, view: RootView, counterBuilder: CounterBuilder) {
        self.counterBuilder = counterBuilder
        super.init(interactor: interactor, viewController: view)
        interactor.router = self
    }

    func routeToCounter() {
        guard counter == nil else { return }
        let counter = counterBuilder.build(listener: interactor)
        self.counter = counter
        attachChild(counter)
    }
}

/// The app's own component, the root of dependency injection.
final class AppComponent: EmptyComponent, CounterDependency {}
// end article: root

// article: launch
/// The window of a program without a screen.
final class HeadlessWindow: Window {
    private(set) var root: (any ViewControllable)?
    func setRootViewControllable(_ viewControllable: any ViewControllable) { root = viewControllable }
}

@MainActor
func launchCounterApp(in window: HeadlessWindow) -> RootRouter {
    let builder = CounterBuilder(dependency: AppComponent())
    let root = RootRouter(interactor: RootInteractor(), view: RootView(), counterBuilder: builder)
    root.launch(from: window)
    return root
}
// end article: launch

@MainActor
@Suite("Getting started with RIBs, the article's app")
struct GettingStartedArticleTests {
    @Test("launching shows the root view, attaches the counter, and its view shows the count; totals go up to the root")
    func launchAndCount() throws {
        let window = HeadlessWindow()
        let root = launchCounterApp(in: window)
        let counter = try #require(root.counter)
        #expect(window.root === root.viewController)
        #expect(root.children.count == 1 && counter.interactor.isActive)
        #expect(counter.viewController.shownCount == 0)
        counter.interactor.increment()
        counter.interactor.increment()
        #expect(counter.viewController.shownCount == 2)
        #expect(root.interactor.lastTotal == 2)
    }
}

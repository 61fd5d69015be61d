import RIBs

/// An interactor that counts its lifecycle calls.
final class InteractorMock: Interactor {
    private(set) var didBecomeActiveCount = 0
    private(set) var willResignActiveCount = 0
    var onDidBecomeActive: (() -> Void)?

    override func didBecomeActive() {
        didBecomeActiveCount += 1
        onDidBecomeActive?()
    }

    override func willResignActive() {
        willResignActiveCount += 1
    }
}

/// A router that counts its loads.
final class RouterMock: Router<InteractorMock> {
    private(set) var didLoadCount = 0
    var onDidLoad: (() -> Void)?

    override func didLoad() {
        didLoadCount += 1
        onDidLoad?()
    }
}

/// A view controller the tree can hold.
final class ViewControllerMock: ViewControllable {
    var isOnScreen = false
}

/// A window that records what it was asked to show.
final class WindowMock: Window {
    private(set) var root: (any ViewControllable)?
    var events: [String] = []

    func setRootViewControllable(_ viewControllable: any ViewControllable) {
        root = viewControllable
        events.append("setRoot")
    }
}

extension LeakDetector {
    /// A detector that expects nothing, for tests that keep RIB objects alive on purpose.
    static let off: LeakDetector = {
        let detector = LeakDetector()
        detector.isEnabled = false
        return detector
    }()
}

/// Suspends until the current task is cancelled, without spinning.
func suspendUntilCancelled() async {
    let (never, continuation) = AsyncStream<Void>.makeStream()
    // An AsyncStream's iteration ends when the iterating task is cancelled.
    for await _ in never {}
    continuation.finish()
}

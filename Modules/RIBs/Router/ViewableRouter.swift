/// A router that owns a view controller as well as an interactor.
@MainActor
public protocol ViewableRouting: Routing {
    /// The view controller of this RIB, as the tree sees it.
    var viewControllable: any ViewControllable { get }
}

/// A router with a view: the base of every RIB that shows something.
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The view controller, with its own type.
    public let viewController: ViewControllerType

    /// The view controller, as the tree sees it.
    public let viewControllable: any ViewControllable

    /// Creates a router for `interactor` and `viewController`, which must be `ViewControllable`.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        guard let viewControllable = viewController as? any ViewControllable else {
            preconditionFailure(
                "\(ViewControllerType.self) does not conform to \((any ViewControllable).self); a viewable router needs a view the tree can hold.")
        }
        self.viewController = viewController
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }

    private var activityObservation: ActivityObservation?
    private var viewControllerDisappearExpectation: LeakDetectionHandle?

    /// From load on, each deactivation (a detach) expects the view to leave the screen, and each
    /// activation withdraws that expectation.
    override func internalDidLoad() {
        activityObservation = interactable.observeActivity { [weak self] isActive in
            guard let self else { return }
            self.viewControllerDisappearExpectation?.cancel()
            self.viewControllerDisappearExpectation =
                isActive
                ? nil
                : self.leakDetector.expectViewControllerDisappear(viewController: self.viewControllable)
        }
        super.internalDidLoad()
    }

    // Nonisolated, run on the main actor where the tree releases it (see Interactor's deinit).
    nonisolated deinit {
        MainActor.assumeIsolated {
            // A view may take as long to go away as to leave the screen, so it gets that window.
            _ = leakDetector.expectDeallocate(object: viewControllable, inTime: LeakDetector.viewDisappearTime)
        }
    }
}

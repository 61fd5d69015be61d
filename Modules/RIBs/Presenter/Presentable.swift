/// Something an interactor can present to: in practice a view controller or a presenter.
@MainActor
public protocol Presentable: AnyObject {}

/// A view controller as the RIB tree sees it, without knowing how it is drawn.
///
/// UIKit's RIBs expose `uiviewController` here; this runtime stays UI-agnostic, and each app
/// bridges to its own view layer.
@MainActor
public protocol ViewControllable: AnyObject {
    /// Whether the view is part of what is on screen now; the leak detector expects it to be
    /// false soon after the RIB is detached.
    var isOnScreen: Bool { get }
}

/// A presenter that sits between an interactor and a view controller, for RIBs whose
/// presentation logic deserves its own class.
@MainActor
open class Presenter<ViewControllerType>: Presentable {
    /// The view controller this presenter drives.
    public let viewController: ViewControllerType

    /// Creates a presenter for `viewController`.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}

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

import DesignSystem
import RIBs

extension ViewControllable {
    /// The terminal view controller behind this view controllable.
    ///
    /// RIBs' `ViewControllable` knows nothing of how screens are drawn (UIKit RIBs reach the
    /// `UIViewController` the same way); in this app every view controllable is a
    /// DesignSystem `ViewController`, which the RIB builders guarantee.
    public var terminalViewController: ViewController {
        guard let viewController = self as? ViewController else {
            preconditionFailure("\(type(of: self)) is a ViewControllable but not a DesignSystem ViewController")
        }
        return viewController
    }
}

import DesignSystem
import RIBs

/// A view that shows a stack of screens, as the RIBs that put their screens on it see it: the
/// root RIB's navigation controller, lent to its viewless descendants (as the RIBs tutorial
/// lends the root's view to LoggedIn).
@MainActor
public protocol StackViewControllable: ViewControllable {
    /// Replaces the whole stack with `screen`.
    func setRoot(screen: any ViewControllable)
    /// Shows `screen` on top.
    func push(screen: any ViewControllable)
    /// Removes `screen` and everything above it.
    func pop(screen: any ViewControllable)
    /// Shows an alert over the stack, which takes the keys until a choice is made; `onAction`
    /// hears the choice.
    func showAlert(title: String, message: String, actions: [AlertAction], onAction: @escaping @MainActor (AlertAction) -> Void)
}

extension NavigationController: StackViewControllable {
    public func setRoot(screen: any ViewControllable) { setRoot(screen.terminalViewController) }
    public func push(screen: any ViewControllable) { push(screen.terminalViewController) }
    public func pop(screen: any ViewControllable) { pop(through: screen.terminalViewController) }
    public func showAlert(title: String, message: String, actions: [AlertAction], onAction: @escaping @MainActor (AlertAction) -> Void) {
        present(AlertController(title: title, message: message, actions: actions, onAction: onAction))
    }
}

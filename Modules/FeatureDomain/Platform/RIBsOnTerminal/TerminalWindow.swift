import DesignSystem
import RIBs

/// The window the root RIB launches into: the terminal's screen host.
@MainActor
public final class TerminalWindow: Window {
    private let host: ScreenHost

    /// Creates a window that shows its root in `host`.
    public init(host: ScreenHost) {
        self.host = host
    }

    public func setRootViewControllable(_ viewControllable: any ViewControllable) {
        host.setRoot(viewControllable.terminalViewController)
    }
}

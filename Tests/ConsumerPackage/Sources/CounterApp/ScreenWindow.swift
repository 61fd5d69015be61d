import DesignSystem
import RIBs

/// The window the root RIB launches into: it keeps the root's view controller for a screen
/// host (a `ScreenHost` on a terminal, a `HeadlessScreen` in tests) to show.
@MainActor
public final class ScreenWindow: Window {
    /// The view controller the root RIB showed, once launched.
    public private(set) var rootViewController: ViewController?

    /// Creates an empty window.
    public init() {}

    public func setRootViewControllable(_ viewControllable: any ViewControllable) {
        // Every view controllable of this app is a DesignSystem view controller (see the builders).
        rootViewController = viewControllable as? ViewController
    }
}

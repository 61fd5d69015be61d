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

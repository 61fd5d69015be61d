/// Where the root RIB's view is shown: a window, a terminal screen, a test double.
@MainActor
public protocol Window: AnyObject {
    /// Makes `viewControllable` the root of everything this window shows.
    func setRootViewControllable(_ viewControllable: any ViewControllable)
}

/// Whoever handles a screen's actions: in the app, the screen's interactor; in DemoCLI, a
/// preview listener; in tests, a recorder.
///
/// At the RIB side each screen refines it as `…PresentableListener`
/// (`protocol HomePresentableListener: ScreenActionListener<HomeViewAction> {}`), the name
/// RIBs users know.
@MainActor
public protocol ScreenActionListener<Action>: AnyObject {
    /// The screen's action type.
    associatedtype Action

    /// Handles an action the user or the screen's lifecycle produced.
    func request(action: Action)
}

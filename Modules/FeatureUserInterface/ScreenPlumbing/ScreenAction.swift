/// What every screen's action type has: the action its controller sends when the screen is
/// first shown, so the interactor can present the first real state.
public protocol ScreenAction: Equatable, Sendable {
    /// The screen appeared for the first time.
    static var viewDidLoad: Self { get }
}

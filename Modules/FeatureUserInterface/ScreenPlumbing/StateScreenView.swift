import DesignSystem

/// A ``ScreenView`` that draws one `State` and sends one `Action` type through a
/// ``ScreenModel``: what a screen folder of FeatureUserInterface defines.
@MainActor
public protocol StateScreenView: ScreenView {
    /// What the screen shows: a value the presenter replaces as a whole.
    associatedtype State: Codable & Equatable & Sendable
    /// What the screen asks of whoever drives it.
    associatedtype Action: ScreenAction

    /// Creates the view drawing what `viewModel` holds.
    init(viewModel: ScreenModel<State, Action>)

    /// Told each new state the presenter gives, after the model holds it: where a view keeps
    /// something of its own that a state may ask to change (a list's cursor), it changes it
    /// here, never while it draws. Does nothing by default.
    func stateDidChange(to state: State)
}

extension StateScreenView {
    public func stateDidChange(to state: State) {}
}

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
}

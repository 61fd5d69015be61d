/// What the Home screen asks of whoever drives it.
public enum HomeViewAction: ScreenAction, CaseIterable {
    /// The screen appeared for the first time.
    case viewDidLoad
    /// The first button was pressed (key `1`).
    case tap1
    /// The second button was pressed (key `2`).
    case tap2
    /// Escape: leave the screen.
    case back
}

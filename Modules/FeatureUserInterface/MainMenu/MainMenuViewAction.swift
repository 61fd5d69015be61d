/// What the main menu asks of whoever drives it.
public enum MainMenuViewAction: ScreenAction {
    case viewDidLoad
    /// Open a destination.
    case select(MainMenuViewState.Destination)
}

/// What the game lobby asks of whoever drives it.
public enum OffGameViewAction: ScreenAction {
    case viewDidLoad
    /// Start a game.
    case start(OffGameViewState.Game)
    /// Leave the lobby.
    case back
}

/// What a post's page asks of whoever drives it.
public enum PostDetailViewAction: ScreenAction {
    case viewDidLoad
    /// Load the comments again after they failed.
    case retryComments
    /// Go back to the board.
    case back
}

/// What a post's page asks of whoever drives it.
public enum PostDetailViewAction: ScreenAction {
    case viewDidLoad
    /// Load again what failed: the comments, or the post itself.
    case retry
    /// Copy the post's link (`y`).
    case copyLink
    /// Go back to the board.
    case back
}

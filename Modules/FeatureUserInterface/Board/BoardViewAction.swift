/// What the board asks of whoever drives it.
public enum BoardViewAction: ScreenAction {
    case viewDidLoad
    /// Load the first page again.
    case reload
    /// Load the next page: the selection reached the end.
    case loadMore
    /// Open a post.
    case select(postID: String)
    /// Copy the link of a post (`y`).
    case copyLink(postID: String)
    /// Open the form for a new post.
    case write
    /// Leave the board.
    case back
}

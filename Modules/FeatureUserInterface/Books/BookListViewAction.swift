/// What the shelf asks of whoever drives it.
public enum BookListViewAction: ScreenAction {
    case viewDidLoad
    /// Open a book.
    case select(bookID: Int)
    case openCart
    /// Copy the link of a book (`y`).
    case copyLink(bookID: Int)
    case back
}

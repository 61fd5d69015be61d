/// What the shelf asks of whoever drives it.
public enum BookListViewAction: ScreenAction {
    case viewDidLoad
    /// Open a book.
    case select(bookID: Int)
    case openCart
    case back
}

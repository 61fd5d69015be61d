/// What the shelf asks of whoever drives it.
public enum BookListViewAction: Equatable, Sendable {
    case viewDidLoad
    /// Open a book.
    case select(bookID: Int)
    case openCart
    case back
}

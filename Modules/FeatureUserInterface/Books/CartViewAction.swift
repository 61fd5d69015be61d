/// What the cart asks of whoever drives it.
public enum CartViewAction: ScreenAction {
    case viewDidLoad
    case remove(bookID: Int)
    /// One more (`by: 1`) or one fewer (`by: -1`) copy of a line's book.
    case changeQuantity(bookID: Int, by: Int)
    case checkout
    case back
}

/// What the cart asks of whoever drives it.
public enum CartViewAction: ScreenAction {
    case viewDidLoad
    case remove(bookID: Int)
    case checkout
    case back
}

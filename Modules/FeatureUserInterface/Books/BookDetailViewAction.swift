/// What a book's page asks of whoever drives it.
public enum BookDetailViewAction: ScreenAction {
    case viewDidLoad
    case addToCart
    case openCart
    case back
}

/// What a book's page asks of whoever drives it.
public enum BookDetailViewAction: Equatable, Sendable {
    case viewDidLoad
    case addToCart
    case openCart
    case back
}

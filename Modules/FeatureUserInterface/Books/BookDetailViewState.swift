/// What a book's page shows, and whether the book is already in the cart.
public struct BookDetailViewState: Codable, Equatable, Sendable {
    public var title: String
    public var author: String
    public var price: String
    public var summary: String
    public var isInCart: Bool
    public var cartCount: Int

    /// Creates a `BookDetailViewState` from its parts.
    public init(title: String, author: String, price: String, summary: String, isInCart: Bool = false, cartCount: Int = 0) {
        self.title = title
        self.author = author
        self.price = price
        self.summary = summary
        self.isInCart = isInCart
        self.cartCount = cartCount
    }
}

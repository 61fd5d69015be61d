/// What a book's page shows, and whether the book is already in the cart.
public struct BookDetailViewState: Codable, Equatable, Sendable {
    public var title: String
    public var author: String
    public var price: String
    public var summary: String
    public var isInCart: Bool
    public var cartCount: Int
    /// Why no book is shown (there is no such book, or the catalogue could not be read); nil
    /// while the book loads and once it is shown.
    public var problem: String?

    /// Whether the page shows a book that can go in the cart: loaded (it has a price), and no problem.
    public var canAddToCart: Bool { problem == nil && !price.isEmpty && !isInCart }

    /// Creates a `BookDetailViewState` from its parts.
    public init(
        title: String, author: String, price: String, summary: String, isInCart: Bool = false, cartCount: Int = 0, problem: String? = nil
    ) {
        self.title = title
        self.author = author
        self.price = price
        self.summary = summary
        self.isInCart = isInCart
        self.cartCount = cartCount
        self.problem = problem
    }
}

/// What the bookstore's shelf shows: the books, and the cart's item count as a badge.
public struct BookListViewState: Codable, Equatable, Sendable {
    /// One book on the shelf.
    public struct Book: Codable, Equatable, Sendable {
        public var id: Int
        public var title: String
        public var author: String
        /// The price as the store shows it, with its currency.
        public var price: String

        /// Creates a `Book` from its parts.
        public init(id: Int, title: String, author: String, price: String) {
            self.id = id
            self.title = title
            self.author = author
            self.price = price
        }
    }

    public var books: [Book]
    public var cartCount: Int
    public var isLoading: Bool
    /// Why the shelf is empty, when it could not be filled.
    public var message: String?
    /// A calm line under the books, such as what became of a copied link.
    public var notice: String?

    /// Creates a `BookListViewState` from its parts.
    public init(books: [Book] = [], cartCount: Int = 0, isLoading: Bool = false, message: String? = nil) {
        self.books = books
        self.cartCount = cartCount
        self.isLoading = isLoading
        self.message = message
    }
}

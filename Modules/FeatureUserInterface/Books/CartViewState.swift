/// What the cart shows: its items, the total, and how checkout stands.
public struct CartViewState: Codable, Equatable, Sendable {
    /// One line of the cart.
    public struct Item: Codable, Equatable, Sendable {
        public var bookID: Int
        public var title: String
        public var quantity: Int
        /// The line's price as the store shows it.
        public var price: String

        /// Creates an `Item` from its parts.
        public init(bookID: Int, title: String, quantity: Int, price: String) {
            self.bookID = bookID
            self.title = title
            self.quantity = quantity
            self.price = price
        }
    }

    /// Where checkout stands.
    public enum Checkout: String, Codable, Sendable {
        case idle
        case inProgress
        case completed
    }

    public var items: [Item]
    public var total: String
    public var checkout: Checkout

    /// Creates a `CartViewState` from its parts.
    public init(items: [Item] = [], total: String, checkout: Checkout = .idle) {
        self.items = items
        self.total = total
        self.checkout = checkout
    }
}

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
    /// The lines added up, when it differs from the total (a promotion applies).
    public var subtotal: String?
    /// The promotion's line, for example `Discount (WELCOME10) −₩4,500`.
    public var discount: String?
    /// The order number checkout gave.
    public var orderNumber: String?
    /// Something the user should know, such as why checkout did not happen.
    public var message: String?

    /// Creates a `CartViewState` from its parts.
    public init(
        items: [Item] = [], total: String, checkout: Checkout = .idle, subtotal: String? = nil, discount: String? = nil,
        orderNumber: String? = nil, message: String? = nil
    ) {
        self.items = items
        self.total = total
        self.checkout = checkout
        self.subtotal = subtotal
        self.discount = discount
        self.orderNumber = orderNumber
        self.message = message
    }
}

/// A book in the bundled catalogue; its price is whole Korean won.
public struct Book: Codable, Equatable, Sendable, Identifiable {
    public var id: Int
    public var title: String
    public var author: String
    /// The price in won (the store's one currency has no minor unit).
    public var price: Int
    public var summary: String

    /// Creates a `Book` from its parts.
    public init(id: Int, title: String, author: String, price: Int, summary: String) {
        self.id = id
        self.title = title
        self.author = author
        self.price = price
        self.summary = summary
    }
}

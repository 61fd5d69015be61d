/// A member's cart as a pure value: its lines, the promotion applied to it, and the sums,
/// all in whole won. The interactors only present what this value computes.
public struct Cart: Codable, Equatable, Sendable {
    /// One book in the cart, with the title and unit price it had when it was added.
    public struct Line: Codable, Equatable, Sendable {
        public var bookID: Int
        public var title: String
        public var unitPrice: Int
        public var quantity: Int

        /// Creates a `Line` from its parts.
        public init(bookID: Int, title: String, unitPrice: Int, quantity: Int) {
            self.bookID = bookID
            self.title = title
            self.unitPrice = unitPrice
            self.quantity = quantity
        }

        /// The unit price times the quantity.
        public var amount: Int { unitPrice * quantity }
    }

    /// The most of one book a cart holds.
    public static let maximumQuantity = 99

    public private(set) var lines: [Line]
    /// The promotion checkout will honour, if one was applied.
    public private(set) var promotion: PromotionOffer?

    /// Creates a cart, empty by default.
    public init(lines: [Line] = [], promotion: PromotionOffer? = nil) {
        self.lines = lines
        self.promotion = promotion
    }

    /// How many books, counting each copy: the badge's number.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    /// The lines' amounts added up.
    public var subtotal: Int { lines.reduce(0) { $0 + $1.amount } }
    /// What the promotion takes off the subtotal; never more than the subtotal.
    public var discount: Int { promotion?.discount(on: subtotal) ?? 0 }
    /// What checkout charges.
    public var total: Int { subtotal - discount }
    public var isEmpty: Bool { lines.isEmpty }

    /// Whether the book with `bookID` is in the cart.
    public func contains(bookID: Int) -> Bool { lines.contains { $0.bookID == bookID } }

    /// Adds one copy of `book` (a new line, or one more on its line, up to the maximum).
    public mutating func add(_ book: Book) {
        if let index = lines.firstIndex(where: { $0.bookID == book.id }) {
            lines[index].quantity = min(Self.maximumQuantity, lines[index].quantity + 1)
        } else {
            lines.append(Line(bookID: book.id, title: book.title, unitPrice: book.price, quantity: 1))
        }
    }

    /// Takes the line of `bookID` out.
    public mutating func remove(bookID: Int) {
        lines.removeAll { $0.bookID == bookID }
    }

    /// Sets the quantity of `bookID`'s line, up to the maximum; zero or less removes the line.
    public mutating func setQuantity(_ quantity: Int, of bookID: Int) {
        guard let index = lines.firstIndex(where: { $0.bookID == bookID }) else { return }
        if quantity <= 0 {
            lines.remove(at: index)
        } else {
            lines[index].quantity = min(Self.maximumQuantity, quantity)
        }
    }

    /// Applies `offer`, replacing any earlier one.
    public mutating func apply(_ offer: PromotionOffer) {
        promotion = offer
    }

    /// Empties the cart and drops its promotion, as checkout does.
    public mutating func empty() {
        lines = []
        promotion = nil
    }
}

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

        /// The unit price times the quantity; a line built in code past the domain's ranges
        /// saturates instead of trapping.
        public var amount: Int { Saturating.product(unitPrice, quantity) }

        private enum CodingKeys: String, CodingKey {
            case bookID, title, unitPrice, quantity
        }

        /// A line read from a file is refused unless every number is one the store could have written.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            bookID = try container.decode(Int.self, forKey: .bookID)
            title = try container.decode(String.self, forKey: .title)
            unitPrice = try container.decode(Int.self, forKey: .unitPrice)
            quantity = try container.decode(Int.self, forKey: .quantity)
            try Self.check(bookID > 0, .bookID, container, "a book id is positive")
            try Self.check(title.utf8.count <= Cart.maximumTitleLength, .title, container, "a title is at most \(Cart.maximumTitleLength) bytes")
            try Self.check(Cart.unitPriceRange.contains(unitPrice), .unitPrice, container, "a price is within \(Cart.unitPriceRange)")
            try Self.check((1...Cart.maximumQuantity).contains(quantity), .quantity, container, "a quantity is within 1...\(Cart.maximumQuantity)")
        }

        private static func check(_ holds: Bool, _ key: CodingKeys, _ container: KeyedDecodingContainer<CodingKeys>, _ rule: String) throws {
            guard !holds else { return }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "out of range: \(rule)")
        }
    }

    /// The most of one book a cart holds.
    public static let maximumQuantity = 99
    /// The prices a line may carry, in won: no book is free of charge by a negative price, and
    /// none costs more than a hundred million.
    public static let unitPriceRange = 0...100_000_000
    /// The longest title a saved line may carry, in UTF-8 bytes.
    public static let maximumTitleLength = 256
    /// The most lines a saved cart may hold (the catalogue is far smaller).
    public static let maximumLineCount = 1_000

    public private(set) var lines: [Line]
    /// The promotion checkout will honour, if one was applied.
    public private(set) var promotion: PromotionOffer?

    /// Creates a cart, empty by default.
    public init(lines: [Line] = [], promotion: PromotionOffer? = nil) {
        self.lines = lines
        self.promotion = promotion
    }

    /// A cart read from a file is refused when it holds more lines than the store ever writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lines = try container.decode([Line].self, forKey: .lines)
        promotion = try container.decodeIfPresent(PromotionOffer.self, forKey: .promotion)
        guard lines.count <= Self.maximumLineCount else {
            throw DecodingError.dataCorruptedError(
                forKey: .lines, in: container, debugDescription: "out of range: at most \(Self.maximumLineCount) lines")
        }
    }

    // Sums saturate: loaded values are range-checked, but a cart built in code is not, and a
    // badge or total that stops at Int.max is wrong where a trap would take the app down.

    /// How many books, counting each copy: the badge's number.
    public var itemCount: Int { lines.reduce(0) { Saturating.sum($0, $1.quantity) } }
    /// The lines' amounts added up.
    public var subtotal: Int { lines.reduce(0) { Saturating.sum($0, $1.amount) } }
    /// What the promotion takes off the subtotal; never more than the subtotal.
    public var discount: Int { promotion?.discount(on: subtotal) ?? 0 }
    /// What checkout charges.
    public var total: Int { Saturating.difference(subtotal, discount) }
    public var isEmpty: Bool { lines.isEmpty }

    /// Whether the book with `bookID` is in the cart.
    public func contains(bookID: Int) -> Bool { lines.contains { $0.bookID == bookID } }

    /// Adds one copy of `book` (a new line, or one more on its line, up to the maximum).
    public mutating func add(_ book: Book) {
        if let index = lines.firstIndex(where: { $0.bookID == book.id }) {
            lines[index].quantity = min(Self.maximumQuantity, Saturating.sum(lines[index].quantity, 1))
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

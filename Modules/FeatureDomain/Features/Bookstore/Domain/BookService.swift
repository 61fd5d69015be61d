/// Why the store could not do what was asked.
public enum BookServiceError: Error, Equatable, Sendable {
    /// The catalogue could not be read.
    case catalogueUnavailable
    /// No book has this id.
    case noSuchBook(id: Int)
    /// Checkout was asked of an empty cart.
    case emptyCart
    /// The work was cancelled (its screen went away).
    case cancelled
}

/// The bookstore as its screens' interactors see it: the shelf, a book, the member's cart and
/// checkout. The sums come from ``Cart``; implementations keep and save the cart.
@MainActor
public protocol BookService: AnyObject {
    /// Every book on the shelf.
    func books() async throws(BookServiceError) -> [Book]
    /// The book with `id`.
    func book(id: Int) async throws(BookServiceError) -> Book
    /// The cart now.
    var cart: Cart { get }
    /// The cart now, then after every change.
    var carts: AsyncStream<Cart> { get }
    /// How many books the cart holds, each copy counted.
    var cartItemCount: Int { get }
    /// Puts one more copy of `book` in the cart.
    func addToCart(_ book: Book)
    /// Takes `bookID`'s line out of the cart.
    func removeFromCart(bookID: Int)
    /// Sets how many copies of `bookID` the cart holds; zero removes the line.
    func setQuantity(_ quantity: Int, of bookID: Int)
    /// Validates `code` for this member and, if it is good, applies it to the cart.
    func applyPromotion(_ code: String) -> Result<PromotionOffer, PromotionCode.Refusal>
    /// Charges the cart's total: returns the order number and empties the cart, which must not be empty.
    func checkout() async throws(BookServiceError) -> String
}

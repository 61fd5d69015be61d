import RIBs

/// The bookstore over the bundled catalogue: one member's cart, kept in a relay for the screens
/// and saved through ``AppStore`` on every change, so it survives restarts.
@MainActor
final class CatalogueBookService: BookService {
    private let catalogue: [Book]?
    private let offers: [PromotionOffer]
    private let store: AppStore
    private let memberID: String
    private let checkoutDelay: Duration
    private let circumstances: any Circumstances
    private let relay: CurrentValueRelay<Cart>

    /// The range an order number is drawn from: six digits.
    static let orderNumberRange = 100_000...999_999

    /// A store selling `catalogue` (nil when it could not be read) with `offers`; checkout takes
    /// `checkoutDelay`, as a payment would. `circumstances` give the day codes are checked on,
    /// the order numbers and the wait.
    init(
        catalogue: [Book]?, offers: [PromotionOffer], store: AppStore, memberID: String, checkoutDelay: Duration = .milliseconds(800),
        circumstances: any Circumstances
    ) {
        self.catalogue = catalogue
        self.offers = offers
        self.store = store
        self.memberID = memberID
        self.checkoutDelay = checkoutDelay
        self.circumstances = circumstances
        relay = CurrentValueRelay(store.loadCart(memberID: memberID), removingDuplicates: true)
    }

    func books() async throws(BookServiceError) -> [Book] {
        guard let catalogue else { throw .catalogueUnavailable }
        return catalogue
    }

    func book(id: Int) async throws(BookServiceError) -> Book {
        guard let book = try await books().first(where: { $0.id == id }) else { throw .noSuchBook(id: id) }
        return book
    }

    var cart: Cart { relay.value }
    var carts: AsyncStream<Cart> { relay.values }
    var cartItemCount: Int { relay.value.itemCount }

    func addToCart(_ book: Book) { change { $0.add(book) } }
    func removeFromCart(bookID: Int) { change { $0.remove(bookID: bookID) } }
    func setQuantity(_ quantity: Int, of bookID: Int) { change { $0.setQuantity(quantity, of: bookID) } }

    func applyPromotion(_ code: String) -> Result<PromotionOffer, PromotionCode.Refusal> {
        let result = PromotionCode(code).validate(offers: offers, used: store.loadUsedPromotions(memberID: memberID), today: circumstances.today())
        if case .success(let offer) = result { change { $0.apply(offer) } }
        return result
    }

    func checkout() async throws(BookServiceError) -> String {
        guard !cart.isEmpty else { throw .emptyCart }
        do {
            try await circumstances.sleep(for: checkoutDelay)
        } catch {
            throw .cancelled
        }
        // The cart may have changed while paying; an emptied one is still refused.
        guard !cart.isEmpty else { throw .emptyCart }
        if let code = cart.promotion?.code {
            store.saveUsedPromotions(store.loadUsedPromotions(memberID: memberID).union([code]), memberID: memberID)
        }
        change { $0.empty() }
        return "BK-\(circumstances.draw(.orderNumber, in: Self.orderNumberRange))"
    }

    private func change(_ update: (inout Cart) -> Void) {
        var cart = relay.value
        update(&cart)
        relay.accept(cart)
        store.saveCart(cart, memberID: memberID)
    }
}

/// The bookstore's and the bank's per-member concerns: the cart (`cart-<member>.json`), the
/// promotion codes already used (`promotions-<member>.json`) and the card applications
/// (`cards-<member>.json`).
extension AppStore {
    /// `memberID`'s cart, empty when none is saved.
    public func loadCart(memberID: String) -> Cart {
        load(Cart.self, "cart", memberID: memberID) ?? Cart()
    }

    /// Saves `memberID`'s cart.
    public func saveCart(_ cart: Cart, memberID: String) {
        files.save(cart, as: Self.fileName("cart", memberID: memberID))
    }

    /// The promotion codes `memberID` has used at checkout.
    public func loadUsedPromotions(memberID: String) -> Set<String> {
        Set(load([String].self, "promotions", memberID: memberID) ?? [])
    }

    /// Saves the promotion codes `memberID` has used.
    public func saveUsedPromotions(_ codes: Set<String>, memberID: String) {
        files.save(codes.sorted(), as: Self.fileName("promotions", memberID: memberID))
    }

    /// The cards `memberID` has applied for, oldest first.
    public func loadCardApplications(memberID: String) -> [CardApplication] {
        load([CardApplication].self, "cards", memberID: memberID) ?? []
    }

    /// The most card applications kept per member, newest last: well within the file's size limit.
    public static let maximumCardApplications = 200

    /// Saves `memberID`'s card applications, the newest ``maximumCardApplications`` of them;
    /// false when the file could not be written.
    @discardableResult
    public func saveCardApplications(_ applications: [CardApplication], memberID: String) -> Bool {
        files.save(Array(applications.suffix(Self.maximumCardApplications)), as: Self.fileName("cards", memberID: memberID))
    }
}

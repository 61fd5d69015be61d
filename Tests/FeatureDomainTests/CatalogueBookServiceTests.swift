import FeatureDomainTestSupport
import Foundation
import Testing

@testable import FeatureDomain

@MainActor
@Suite("CatalogueBookService over the bundled catalogue", .timeLimit(.minutes(1)))
struct CatalogueBookServiceTests {
    let directory = TemporaryDirectory()

    func service(delay: Duration = .zero, orders: [Int] = [100_001]) -> CatalogueBookService {
        CatalogueBookService(
            catalogue: BookCatalogue.bundled(), offers: PromotionOffer.bundled() ?? [], store: AppStore(files: JSONFileStore(directory: directory.url)),
            memberID: "7", checkoutDelay: delay, circumstances: CircumstancesMock(orders, today: "2026-11-23"))
    }

    @Test("the bundled catalogue has at least 30 books with Korean, Japanese and English titles and won prices")
    func catalogue() async throws {
        let books = try await service().books()
        #expect(books.count >= 30)
        #expect(Set(books.map(\.id)).count == books.count)
        #expect(books.contains { $0.title.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } })
        #expect(books.contains { $0.title.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } })
        #expect(books.contains { $0.title.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(books.allSatisfy { $0.price > 0 && !$0.author.isEmpty && !$0.summary.isEmpty })
        await #expect(throws: BookServiceError.noSuchBook(id: 9_999)) { try await service().book(id: 9_999) }
    }

    @Test("the cart is saved on every change and a new service for the member reads it back")
    func cartPersists() async throws {
        let first = service()
        first.addToCart(try await first.book(id: 1))
        first.addToCart(try await first.book(id: 11))
        first.setQuantity(3, of: 11)
        #expect(first.cartItemCount == 4)
        let again = service()
        #expect(again.cart == first.cart)
        #expect(again.cart.total == 32_000 + 3 * 24_000)
        #expect(AppStore(files: JSONFileStore(directory: directory.url)).loadCart(memberID: "8").isEmpty)
    }

    @Test("checkout charges the discounted total, gives the order number, empties the cart and uses up the code")
    func checkout() async throws {
        let store = service()
        await #expect(throws: BookServiceError.emptyCart) { try await store.checkout() }
        store.addToCart(try await store.book(id: 1))
        #expect(store.applyPromotion("welcome10") == .success(PromotionOffer(code: "WELCOME10", percentOff: 10, expires: "2099-12-31")))
        #expect(store.cart.total == 28_800)
        #expect(try await store.checkout() == "BK-100001")
        #expect(store.cart.isEmpty)
        #expect(store.cart.promotion == nil)
        #expect(store.applyPromotion("WELCOME10") == .failure(.alreadyUsed))
        #expect(store.applyPromotion("SPRING2024") == .failure(.expired(lastDay: "2024-05-31")))
        #expect(service().cart.isEmpty)
    }

    @Test("a cancelled checkout keeps the cart and gives no order")
    func cancelledCheckout() async throws {
        let store = service(delay: .seconds(30))
        store.addToCart(try await store.book(id: 2))
        let checkout = Task { try await store.checkout() }
        checkout.cancel()
        await #expect(throws: BookServiceError.cancelled) { try await checkout.value }
        #expect(store.cartItemCount == 1)
    }
}

@MainActor
@Suite("OfflineCardRepository", .timeLimit(.minutes(1)))
struct OfflineCardRepositoryTests {
    let directory = TemporaryDirectory()

    func repository(delay: Duration = .zero) -> OfflineCardRepository {
        OfflineCardRepository(
            accountTypes: AccountType.bundled(), store: AppStore(files: JSONFileStore(directory: directory.url)), memberID: "1", delay: delay,
            circumstances: CircumstancesMock([1]))
    }

    @Test("fetch lists the bundled types; create saves the application, which a new repository reads; a duplicate is refused")
    func createAndDuplicate() async throws {
        let bank = repository()
        let types = try await bank.fetch()
        #expect(types.count >= 3)
        #expect(types.allSatisfy { $0.names["ko"] != nil && $0.names["ja"] != nil && $0.names["en"] != nil })
        let application = try await bank.create(with: types[0])
        #expect(application == CardApplication(accountType: types[0], reference: "CC-1"))
        #expect(try await repository().applications() == [application])
        await #expect(throws: CardRepositoryError.duplicate(types[0])) { try await repository().create(with: types[0]) }
        _ = try await bank.create(with: types[1])
        #expect(try await bank.applications().count == 2)
    }

    @Test("cancelling the caller's task cancels the bank's delay, and nothing is saved")
    func cancellable() async throws {
        let bank = repository(delay: .seconds(30))
        let types = try #require(AccountType.bundled())
        let creating = Task { try await bank.create(with: types[0]) }
        creating.cancel()
        await #expect(throws: CardRepositoryError.cancelled) { try await creating.value }
        #expect(try await bank.applications().isEmpty)
    }
}

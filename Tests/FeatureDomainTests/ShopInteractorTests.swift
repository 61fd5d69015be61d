import FeatureDomainTestSupport
import FeatureUserInterface
import Resources
import Testing

@testable import FeatureDomain

/// A store whose cart, promotion answers and checkout the test sets; checkout can be held.
@MainActor
final class BookServiceMock: BookService {
    private(set) var cart: Cart {
        didSet { for continuation in cartContinuations { continuation.yield(cart) } }
    }
    var promotionAnswers: [String: Result<PromotionOffer, PromotionCode.Refusal>] = [:]
    var checkoutError: BookServiceError?
    /// While true, `checkout` waits for ``release()``.
    var holdsCheckout = false
    private(set) var checkoutCount = 0
    private(set) var promotionCodesAsked: [String] = []
    private var cartContinuations: [AsyncStream<Cart>.Continuation] = []
    private var held: [CheckedContinuation<Void, Never>] = []
    private var isReleased = false

    init(cart: Cart = Cart()) { self.cart = cart }

    func books() async throws(BookServiceError) -> [Book] { [] }
    func book(id: Int) async throws(BookServiceError) -> Book { throw .noSuchBook(id: id) }
    var carts: AsyncStream<Cart> {
        AsyncStream { continuation in
            continuation.yield(cart)
            cartContinuations.append(continuation)
        }
    }
    var cartItemCount: Int { cart.itemCount }
    func addToCart(_ book: Book) { cart.add(book) }
    func removeFromCart(bookID: Int) { cart.remove(bookID: bookID) }
    func setQuantity(_ quantity: Int, of bookID: Int) { cart.setQuantity(quantity, of: bookID) }

    func applyPromotion(_ code: String) -> Result<PromotionOffer, PromotionCode.Refusal> {
        promotionCodesAsked.append(code)
        let answer = promotionAnswers[code] ?? .failure(.unknown)
        if case .success(let offer) = answer { cart.apply(offer) }
        return answer
    }

    func checkout() async throws(BookServiceError) -> String {
        checkoutCount += 1
        if holdsCheckout && !isReleased { await withCheckedContinuation { held.append($0) } }
        if let checkoutError { throw checkoutError }
        cart.empty()
        return "BK-\(checkoutCount)"
    }

    /// Lets every held checkout go on, and those to come.
    func release() {
        isReleased = true
        let waiting = held
        held = []
        for continuation in waiting { continuation.resume() }
    }

    static let twoBooks: Cart = {
        var cart = Cart()
        cart.add(Book(id: 1, title: "클린 아키텍처", author: "Robert C. Martin", price: 32_000, summary: ""))
        cart.add(Book(id: 2, title: "リーダブルコード", author: "Dustin Boswell", price: 24_000, summary: ""))
        cart.add(Book(id: 2, title: "リーダブルコード", author: "Dustin Boswell", price: 24_000, summary: ""))
        return cart
    }()
}

@MainActor
private final class ShopListenerMock: CartListener, PromotionListener {
    private(set) var cartCloseCount = 0
    private(set) var promotionCloseCount = 0
    func cartDidClose() { cartCloseCount += 1 }
    func promotionDidClose() { promotionCloseCount += 1 }
}

@MainActor
@Suite("Cart interactor", .timeLimit(.minutes(1)))
struct CartInteractorTests {
    typealias Presenter = PresentableMock<CartViewState, CartViewAction>

    private func makeInteractor(_ service: BookServiceMock) -> (CartInteractor, Presenter, ShopListenerMock) {
        let presenter = Presenter()
        let listener = ShopListenerMock()
        let interactor = CartInteractor(presenter: presenter, bookService: service)
        interactor.listener = listener
        interactor.activate()
        return (interactor, presenter, listener)
    }

    @Test("the cart's lines and total are shown, and each change of the cart is shown again")
    func showsCart() async {
        let service = BookServiceMock(cart: BookServiceMock.twoBooks)
        let (interactor, presenter, _) = makeInteractor(service)
        interactor.request(action: .viewDidLoad)
        #expect(presenter.states.last?.items.map(\.quantity) == [1, 2])
        #expect(presenter.states.last?.total == "₩80,000")
        interactor.request(action: .changeQuantity(bookID: 2, by: -1))
        #expect(await eventually { presenter.states.last?.total == "₩56,000" })
        interactor.request(action: .remove(bookID: 1))
        #expect(await eventually { presenter.states.last?.items.map(\.bookID) == [2] })
    }

    @Test("an empty cart is not checked out: it says so and asks nothing of the store")
    func emptyCheckout() {
        R.withLanguage(.english) {
            let service = BookServiceMock()
            let (interactor, presenter, _) = makeInteractor(service)
            interactor.request(action: .checkout)
            #expect(service.checkoutCount == 0)
            #expect(presenter.states.last?.message == "An empty cart cannot be checked out.")
        }
    }

    @Test("checkout shows progress, refuses changes meanwhile, then the order number over an empty cart")
    func checkout() async {
        let service = BookServiceMock(cart: BookServiceMock.twoBooks)
        service.holdsCheckout = true
        let (interactor, presenter, _) = makeInteractor(service)
        interactor.request(action: .checkout)
        #expect(presenter.states.last?.checkout == .inProgress)
        interactor.request(action: .remove(bookID: 1))
        interactor.request(action: .checkout)
        #expect(service.cart.itemCount == 3)
        service.release()
        #expect(await eventually { presenter.states.last?.checkout == .completed })
        #expect(service.checkoutCount == 1)
        #expect(presenter.states.last?.orderNumber == "BK-1")
        #expect(presenter.states.last?.items.isEmpty == true)
    }

    @Test("a failed checkout returns to the cart with everything in it")
    func failedCheckout() async {
        let service = BookServiceMock(cart: BookServiceMock.twoBooks)
        service.checkoutError = .catalogueUnavailable
        let (interactor, presenter, _) = makeInteractor(service)
        interactor.request(action: .checkout)
        #expect(await eventually { presenter.states.last?.checkout == .idle })
        #expect(presenter.states.last?.items.count == 2)
        #expect(presenter.states.last?.orderNumber == nil)
    }

    @Test("Escape tells the parent the cart closed")
    func back() {
        let (interactor, _, listener) = makeInteractor(BookServiceMock())
        interactor.request(action: .back)
        #expect(listener.cartCloseCount == 1)
    }
}

@MainActor
@Suite("Promotion interactor", .timeLimit(.minutes(1)))
struct PromotionInteractorTests {
    typealias Presenter = PresentableMock<PromotionViewState, PromotionViewAction>

    private func makeInteractor(_ service: BookServiceMock, code: String = "") -> (PromotionInteractor, Presenter, ShopListenerMock) {
        let presenter = Presenter()
        let listener = ShopListenerMock()
        let interactor = PromotionInteractor(presenter: presenter, bookService: service, state: PromotionViewState(code: code))
        interactor.listener = listener
        return (interactor, presenter, listener)
    }

    @Test("a good code is applied to the cart and its benefit shown")
    func applies() {
        R.withLanguage(.english) {
            let service = BookServiceMock(cart: BookServiceMock.twoBooks)
            service.promotionAnswers["WELCOME10"] = .success(PromotionOffer(code: "WELCOME10", percentOff: 10, expires: "2099-12-31"))
            let (interactor, presenter, _) = makeInteractor(service, code: "WELCOME10")
            interactor.request(action: .apply)
            #expect(service.promotionCodesAsked == ["WELCOME10"])
            #expect(service.cart.discount == 8_000)
            guard case .applied(let benefit) = presenter.states.last?.status else {
                Issue.record("expected an applied code, got \(String(describing: presenter.states.last))")
                return
            }
            #expect(benefit.contains("10"))
        }
    }

    @Test("each refusal has its own reason, and the cart keeps no discount")
    func refusals() {
        R.withLanguage(.english) {
            let service = BookServiceMock(cart: BookServiceMock.twoBooks)
            service.promotionAnswers = ["BAD!": .failure(.badFormat), "OLD1": .failure(.expired(lastDay: "2020-01-31")), "USED": .failure(.alreadyUsed)]
            let (interactor, presenter, _) = makeInteractor(service)
            var reasons: [String] = []
            for code in ["BAD!", "NOPE", "OLD1", "USED"] {
                interactor.request(action: .submit(code: code))
                #expect(presenter.states.last?.code == code)
                if case .invalid(let reason) = presenter.states.last?.status { reasons.append(reason) }
            }
            #expect(reasons.count == 4)
            #expect(Set(reasons).count == 4)
            #expect(reasons[2].contains("2020-01-31"))
            #expect(service.cart.discount == 0)
        }
    }

    @Test("dismissing tells the parent and applies nothing")
    func dismiss() {
        let service = BookServiceMock()
        let (interactor, presenter, listener) = makeInteractor(service, code: "WELCOME10")
        interactor.request(action: .dismiss)
        #expect(listener.promotionCloseCount == 1)
        #expect(service.promotionCodesAsked.isEmpty)
        #expect(presenter.states.isEmpty)
    }
}

extension PresentableMock: BookDetailPresentable where State == BookDetailViewState, Action == BookDetailViewAction {}

@MainActor
@Suite("BookDetail interactor", .timeLimit(.minutes(1)))
struct BookDetailInteractorTests {
    @Test("a book the catalogue does not hold is \"not found\", and nothing can be added to the cart")
    func missingBook() async {
        await R.withLanguage(.english) {
            let service = BookServiceMock()
            let presenter = PresentableMock<BookDetailViewState, BookDetailViewAction>()
            let interactor = BookDetailInteractor(
                presenter: presenter, bookID: 999, bookService: service,
                state: BookDetailViewState(title: "Loading…", author: "", price: "", summary: ""))
            interactor.activate()
            interactor.request(action: .viewDidLoad)
            #expect(await eventually { presenter.states.last?.problem != nil })
            let state = presenter.states.last
            #expect(state?.title == "Book not found")
            #expect(state?.problem == "There is no book 999 in the catalogue.")
            #expect(state?.canAddToCart == false)
            interactor.request(action: .addToCart)
            #expect(service.cart.itemCount == 0)
            interactor.deactivate()
        }
    }
}

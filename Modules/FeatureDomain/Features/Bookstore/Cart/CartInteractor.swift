import FeatureUserInterface
import RIBs
import Resources

/// The Cart RIB's routing, as its interactor sees it.
@MainActor
public protocol CartRouting: ViewableRouting {}

/// The cart screen, as its interactor sees it.
@MainActor
public protocol CartPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<CartViewAction>)? { get set }
    /// Shows `state`.
    func update(state: CartViewState)
}

/// The Cart interactor, as its screen sees it.
@MainActor
public protocol CartPresentableListener: ScreenActionListener<CartViewAction> {}

/// What Cart tells its parent.
@MainActor
public protocol CartListener: AnyObject {
    /// The user left the cart.
    func cartDidClose()
}

/// The cart's logic: shows what ``Cart`` computes, changes quantities, and checks out through
/// the ``BookService`` (progress, then the order number; an empty cart is refused).
final class CartInteractor: PresentableInteractor<any CartPresentable>, CartInteractable, CartPresentableListener {
    weak var router: (any CartRouting)?
    weak var listener: (any CartListener)?
    private let bookService: any BookService
    private var checkout: CartViewState.Checkout = .idle
    private var orderNumber: String?
    private var message: String?
    private var checkoutTask: Task<Void, Never>?

    init(presenter: any CartPresentable, bookService: any BookService) {
        self.bookService = bookService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// What the screen shows for `cart`.
    static func state(
        of cart: Cart, checkout: CartViewState.Checkout = .idle, orderNumber: String? = nil, message: String? = nil
    ) -> CartViewState {
        let items = cart.lines.map {
            CartViewState.Item(bookID: $0.bookID, title: $0.title, quantity: $0.quantity, price: Won.format($0.amount))
        }
        let discount = cart.promotion.map { R.string.books.discount($0.code, Won.format(cart.discount)) }
        return CartViewState(
            items: items, total: Won.format(cart.total), checkout: checkout, subtotal: discount == nil ? nil : Won.format(cart.subtotal),
            discount: discount, orderNumber: orderNumber, message: message)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let carts = bookService.carts
        task { [weak self] in
            for await _ in carts { self?.present() }
        }
    }

    func request(action: CartViewAction) {
        switch action {
        case .viewDidLoad: present()
        case .remove(let bookID): change { $0.removeFromCart(bookID: bookID) }
        case .changeQuantity(let bookID, let delta):
            let quantity = bookService.cart.lines.first { $0.bookID == bookID }?.quantity ?? 0
            change { $0.setQuantity(quantity + delta, of: bookID) }
        case .checkout: startCheckout()
        case .back:
            checkoutTask?.cancel()
            listener?.cartDidClose()
        }
    }

    private func change(_ update: (any BookService) -> Void) {
        guard checkout != .inProgress else { return }
        checkout = .idle
        message = nil
        update(bookService)
    }

    private func startCheckout() {
        guard checkout == .idle else { return }
        guard !bookService.cart.isEmpty else {
            message = R.string.books.emptyCheckout()
            present()
            return
        }
        checkout = .inProgress
        message = nil
        present()
        checkoutTask = task { [weak self, bookService] in
            let result: Result<String, BookServiceError>
            do throws(BookServiceError) { result = .success(try await bookService.checkout()) } catch { result = .failure(error) }
            guard let self else { return }
            switch result {
            case .success(let number):
                checkout = .completed
                orderNumber = number
            case .failure(.emptyCart):
                checkout = .idle
                message = R.string.books.emptyCheckout()
            case .failure:
                checkout = .idle
            }
            present()
        }
    }

    private func present() {
        presenter.update(state: Self.state(of: bookService.cart, checkout: checkout, orderNumber: orderNumber, message: message))
    }
}

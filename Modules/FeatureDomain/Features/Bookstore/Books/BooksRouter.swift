import FeatureUserInterface
import RIBs

/// The Books interactor, as its router sees it.
@MainActor
protocol BooksInteractable: Interactable, BookDetailListener, CartListener {
    var router: (any BooksRouting)? { get set }
    var listener: (any BooksListener)? { get set }
}

/// The shelf screen, as its router sees it.
@MainActor
public protocol BooksViewControllable: ViewControllable {}

/// The Books RIB's navigation: a book's page is pushed over the shelf and the cart over
/// whichever is on top; each is detached when it closes.
final class BooksRouter: ViewableRouter<any BooksInteractable, any BooksViewControllable>, BooksRouting {
    private let stack: any StackViewControllable
    private let bookDetailBuilder: any BookDetailBuildable
    private let cartBuilder: any CartBuildable
    private var bookDetail: (any ViewableRouting)?
    private var cart: (any ViewableRouting)?

    init(
        interactor: any BooksInteractable, viewController: any BooksViewControllable, stack: any StackViewControllable,
        bookDetailBuilder: any BookDetailBuildable, cartBuilder: any CartBuildable
    ) {
        self.stack = stack
        self.bookDetailBuilder = bookDetailBuilder
        self.cartBuilder = cartBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToBookDetail(bookID: Int) {
        routeBackFromBookDetail()
        let bookDetail = bookDetailBuilder.build(withListener: interactor, bookID: bookID)
        self.bookDetail = bookDetail
        attachPushing(bookDetail, on: stack)
    }

    func routeBackFromBookDetail() {
        routeBackFromCart()
        guard let bookDetail else { return }
        detachPopping(bookDetail, from: stack)
        self.bookDetail = nil
    }

    func routeToCart() {
        guard cart == nil else { return }
        let cart = cartBuilder.build(withListener: interactor)
        self.cart = cart
        attachPushing(cart, on: stack)
    }

    func routeBackFromCart() {
        guard let cart else { return }
        detachPopping(cart, from: stack)
        self.cart = nil
    }
}

extension ScreenViewController: BooksPresentable, BooksViewControllable where View == BookListView {}

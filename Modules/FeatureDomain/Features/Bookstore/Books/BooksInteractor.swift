import FeatureUserInterface
import RIBs
import Resources

/// The Books RIB's routing, as its interactor sees it.
@MainActor
public protocol BooksRouting: ViewableRouting {
    /// Shows the book with `bookID` over the shelf.
    func routeToBookDetail(bookID: Int)
    /// Closes the book's page (and the cart, if it is above it).
    func routeBackFromBookDetail()
    /// Shows the cart on top.
    func routeToCart()
    /// Closes the cart.
    func routeBackFromCart()
}

/// The shelf screen, as its interactor sees it.
@MainActor
public protocol BooksPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<BookListViewAction>)? { get set }
    /// Shows `state`.
    func update(state: BookListViewState)
}

/// The Books interactor, as its screen sees it.
@MainActor
public protocol BooksPresentableListener: ScreenActionListener<BookListViewAction> {}

/// What Books tells its parent.
@MainActor
public protocol BooksListener: AnyObject {
    /// The user left the bookstore.
    func booksDidClose()
}

/// The shelf's logic: loads the books from the ``BookService``, keeps the cart badge current,
/// and routes to a book and to the cart.
final class BooksInteractor: PresentableInteractor<any BooksPresentable>, BooksInteractable, BooksPresentableListener {
    weak var router: (any BooksRouting)?
    weak var listener: (any BooksListener)?
    private let bookService: any BookService
    private var state: BookListViewState
    /// Copies a book's link with `y`.
    private let linkCopier: LinkCopier

    init(presenter: any BooksPresentable, bookService: any BookService, linkCopier: LinkCopier) {
        self.bookService = bookService
        self.linkCopier = linkCopier
        state = BookListViewState(cartCount: bookService.cartItemCount, isLoading: true)
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let carts = bookService.carts
        task { [weak self] in
            for await cart in carts {
                guard let self else { return }
                state.cartCount = cart.itemCount
                presenter.update(state: state)
            }
        }
    }

    func request(action: BookListViewAction) {
        switch action {
        case .viewDidLoad: load()
        case .select(let bookID): router?.routeToBookDetail(bookID: bookID)
        case .openCart: router?.routeToCart()
        case .copyLink(let bookID):
            task { [weak self, linkCopier] in
                let message = await linkCopier.copy(.book(id: bookID))
                guard let self else { return }
                state.notice = message
                presenter.update(state: state)
            }
        case .back: listener?.booksDidClose()
        }
    }

    private func load() {
        task { [weak self, bookService] in
            let result: Result<[Book], BookServiceError>
            do throws(BookServiceError) { result = .success(try await bookService.books()) } catch { result = .failure(error) }
            guard let self, !Task.isCancelled else { return }
            state.isLoading = false
            switch result {
            case .success(let books):
                state.books = books.map { BookListViewState.Book(id: $0.id, title: $0.title, author: $0.author, price: Won.format($0.price)) }
                state.message = nil
            case .failure:
                state.books = []
                state.message = R.string.books.loadFailed()
            }
            presenter.update(state: state)
        }
    }

    // MARK: BookDetailListener, CartListener

    func bookDetailDidClose() { router?.routeBackFromBookDetail() }
    func bookDetailWantsCart() { router?.routeToCart() }
    func cartDidClose() { router?.routeBackFromCart() }
}

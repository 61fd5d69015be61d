import FeatureUserInterface
import RIBs
import Resources

/// The BookDetail RIB's routing, as its interactor sees it.
@MainActor
public protocol BookDetailRouting: ViewableRouting {}

/// The book's page, as its interactor sees it.
@MainActor
public protocol BookDetailPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<BookDetailViewAction>)? { get set }
    /// Shows `state`.
    func update(state: BookDetailViewState)
}

/// The BookDetail interactor, as its screen sees it.
@MainActor
public protocol BookDetailPresentableListener: ScreenActionListener<BookDetailViewAction> {}

/// What BookDetail tells its parent.
@MainActor
public protocol BookDetailListener: AnyObject {
    /// The user left the book's page.
    func bookDetailDidClose()
    /// The user asked for the cart.
    func bookDetailWantsCart()
}

/// The book's page's logic: loads the book, adds it to the cart, and keeps the badge and the
/// "in your cart" mark current as the cart changes anywhere.
final class BookDetailInteractor: PresentableInteractor<any BookDetailPresentable>, BookDetailInteractable, BookDetailPresentableListener {
    weak var router: (any BookDetailRouting)?
    weak var listener: (any BookDetailListener)?
    private let bookID: Int
    private let bookService: any BookService
    private var book: Book?
    private var state: BookDetailViewState

    init(presenter: any BookDetailPresentable, bookID: Int, bookService: any BookService, state: BookDetailViewState) {
        self.bookID = bookID
        self.bookService = bookService
        self.state = state
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
                state.isInCart = cart.contains(bookID: bookID)
                presenter.update(state: state)
            }
        }
    }

    func request(action: BookDetailViewAction) {
        switch action {
        case .viewDidLoad: load()
        case .addToCart: if let book { bookService.addToCart(book) }
        case .openCart: listener?.bookDetailWantsCart()
        case .back: listener?.bookDetailDidClose()
        }
    }

    private func load() {
        task { [weak self, bookService, bookID] in
            let result: Result<Book, BookServiceError>
            do throws(BookServiceError) { result = .success(try await bookService.book(id: bookID)) } catch { result = .failure(error) }
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let book):
                self.book = book
                state.title = book.title
                state.author = book.author
                state.price = Won.format(book.price)
                state.summary = book.summary
            case .failure(.noSuchBook(let id)):
                state.title = R.string.books.notFound()
                state.problem = R.string.books.notFoundMessage(id)
            case .failure:
                state.title = R.string.books.loadFailed()
                state.problem = R.string.books.loadFailed()
            }
            presenter.update(state: state)
        }
    }
}

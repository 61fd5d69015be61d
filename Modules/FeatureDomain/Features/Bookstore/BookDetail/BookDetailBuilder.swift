import FeatureUserInterface
import RIBs
import Resources

/// What the BookDetail RIB needs from its parent.
@MainActor
public protocol BookDetailDependency: Dependency {
    /// The store and the member's cart.
    var bookService: any BookService { get }
}

/// The BookDetail RIB's dependencies.
final class BookDetailComponent: Component<any BookDetailDependency> {
    @MainActor var bookService: any BookService { dependency.bookService }
}

/// Builds the BookDetail RIB.
@MainActor
public protocol BookDetailBuildable: Buildable {
    /// A new page of the book with `bookID`, reporting to `listener`.
    func build(withListener listener: any BookDetailListener, bookID: Int) -> any BookDetailRouting
}

/// Builds the BookDetail RIB: one book, and adding it to the cart.
public final class BookDetailBuilder: Builder<any BookDetailDependency>, BookDetailBuildable {
    public func build(withListener listener: any BookDetailListener, bookID: Int) -> any BookDetailRouting {
        let component = BookDetailComponent(dependency: dependency)
        let service = component.bookService
        let initial = BookDetailViewState(
            title: R.string.books.loading(), author: "", price: "", summary: "", isInCart: service.cart.contains(bookID: bookID),
            cartCount: service.cartItemCount)
        let viewController = BookDetailViewController(initialState: initial)
        let interactor = BookDetailInteractor(presenter: viewController, bookID: bookID, bookService: service, state: initial)
        interactor.listener = listener
        return BookDetailRouter(interactor: interactor, viewController: viewController)
    }
}

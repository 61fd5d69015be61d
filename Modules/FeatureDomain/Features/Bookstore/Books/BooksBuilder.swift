import DesignSystem
import FeatureUserInterface
import RIBs

/// What the Books RIB needs from its parent.
@MainActor
public protocol BooksDependency: Dependency {
    /// The screen stack the shelf pushes a book and the cart onto.
    var loggedInViewController: any StackViewControllable { get }
    /// The store and the member's cart.
    var bookService: any BookService { get }
    /// Where `y` copies a book's link.
    var clipboard: any Clipboard { get }
}

/// The Books RIB's dependencies, passed on to the book's page and the cart.
final class BooksComponent: Component<any BooksDependency>, BookDetailDependency, CartDependency {
    @MainActor var loggedInViewController: any StackViewControllable { dependency.loggedInViewController }
    @MainActor var bookService: any BookService { dependency.bookService }
    @MainActor var clipboard: any Clipboard { dependency.clipboard }
}

/// Builds the Books RIB.
@MainActor
public protocol BooksBuildable: Buildable {
    /// A new shelf reporting to `listener`.
    func build(withListener listener: any BooksListener) -> any BooksRouting
}

/// Builds the Books RIB: the shelf, which opens a book's page and the cart.
public final class BooksBuilder: Builder<any BooksDependency>, BooksBuildable {
    public func build(withListener listener: any BooksListener) -> any BooksRouting {
        let component = BooksComponent(dependency: dependency)
        let viewController = BookListViewController(initialState: BookListViewState(cartCount: component.bookService.cartItemCount, isLoading: true))
        let interactor = BooksInteractor(presenter: viewController, bookService: component.bookService, linkCopier: LinkCopier(clipboard: component.clipboard))
        interactor.listener = listener
        return BooksRouter(
            interactor: interactor, viewController: viewController, stack: component.loggedInViewController,
            bookDetailBuilder: BookDetailBuilder(dependency: component), cartBuilder: CartBuilder(dependency: component))
    }
}

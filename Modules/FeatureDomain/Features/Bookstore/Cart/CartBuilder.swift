import FeatureUserInterface
import RIBs

/// What the Cart RIB needs from its parent.
@MainActor
public protocol CartDependency: Dependency {
    /// The store and the member's cart.
    var bookService: any BookService { get }
}

/// The Cart RIB's dependencies.
final class CartComponent: Component<any CartDependency> {
    @MainActor var bookService: any BookService { dependency.bookService }
}

/// Builds the Cart RIB.
@MainActor
public protocol CartBuildable: Buildable {
    /// A new cart screen reporting to `listener`.
    func build(withListener listener: any CartListener) -> any CartRouting
}

/// Builds the Cart RIB: the member's cart, its sums and checkout.
public final class CartBuilder: Builder<any CartDependency>, CartBuildable {
    public func build(withListener listener: any CartListener) -> any CartRouting {
        let component = CartComponent(dependency: dependency)
        let viewController = CartViewController(initialState: CartInteractor.state(of: component.bookService.cart))
        let interactor = CartInteractor(presenter: viewController, bookService: component.bookService)
        interactor.listener = listener
        return CartRouter(interactor: interactor, viewController: viewController)
    }
}

import FeatureUserInterface
import RIBs

/// What the Promotion RIB needs from its parent.
@MainActor
public protocol PromotionDependency: Dependency {
    /// The store whose cart a valid code discounts.
    var bookService: any BookService { get }
}

/// The Promotion RIB's dependencies.
final class PromotionComponent: Component<any PromotionDependency> {
    @MainActor var bookService: any BookService { dependency.bookService }
}

/// Builds the Promotion RIB.
@MainActor
public protocol PromotionBuildable: Buildable {
    /// A new promotion screen reporting to `listener`: with `code` (from a link) to confirm, or
    /// without one for the user to type.
    func build(withListener listener: any PromotionListener, code: String?) -> any PromotionRouting
}

/// Builds the Promotion RIB: a code checked by ``PromotionCode`` and applied to the cart.
public final class PromotionBuilder: Builder<any PromotionDependency>, PromotionBuildable {
    public func build(withListener listener: any PromotionListener, code: String?) -> any PromotionRouting {
        let component = PromotionComponent(dependency: dependency)
        let initial = PromotionViewState(code: code ?? "", isEditable: code == nil)
        let viewController = PromotionViewController(initialState: initial)
        let interactor = PromotionInteractor(presenter: viewController, bookService: component.bookService, state: initial)
        interactor.listener = listener
        return PromotionRouter(interactor: interactor, viewController: viewController)
    }
}

import FeatureUserInterface
import RIBs

/// What the MainMenu RIB needs from its parent.
@MainActor
public protocol MainMenuDependency: Dependency {
    /// Who plays.
    var session: PlayerSession { get }
    /// Which backend the app talks to.
    var backendDescription: String { get }
    /// The bookstore, for the cart badge on Books.
    var bookService: any BookService { get }
}

/// The MainMenu RIB's dependencies.
final class MainMenuComponent: Component<any MainMenuDependency> {
    @MainActor var session: PlayerSession { dependency.session }
    @MainActor var backendDescription: String { dependency.backendDescription }
    @MainActor var bookService: any BookService { dependency.bookService }
}

/// Builds the MainMenu RIB.
@MainActor
public protocol MainMenuBuildable: Buildable {
    /// A new menu offering `destinations`, reporting choices to `listener`.
    func build(withListener listener: any MainMenuListener, destinations: [MainMenuViewState.Destination]) -> any MainMenuRouting
}

/// Builds the MainMenu RIB: the entries of the logged-in area.
public final class MainMenuBuilder: Builder<any MainMenuDependency>, MainMenuBuildable {
    public func build(withListener listener: any MainMenuListener, destinations: [MainMenuViewState.Destination]) -> any MainMenuRouting {
        let component = MainMenuComponent(dependency: dependency)
        let state = MainMenuViewState(
            player1Name: component.session.player1Name, player2Name: component.session.player2Name, destinations: destinations,
            cartCount: component.bookService.cartItemCount, backend: component.backendDescription)
        let viewController = MainMenuViewController(initialState: state)
        let interactor = MainMenuInteractor(presenter: viewController, state: state, carts: component.bookService.carts)
        interactor.listener = listener
        return MainMenuRouter(interactor: interactor, viewController: viewController)
    }
}

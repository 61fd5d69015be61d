import DesignSystem
import RIBs

/// What the root RIB needs from the app.
@MainActor
public protocol RootDependency: Dependency {
    /// The app's saved data.
    var store: AppStore { get }
    /// The members player 1 signs in as.
    var membersRepository: any MembersRepository { get }
    /// Random draws, the calendar day and sleeping, as the app's logic reads them.
    var circumstances: any Circumstances { get }
    /// The board's posts and comments.
    var postsRepository: any PostsRepository { get }
    /// Which backend the app talks to, as the menu shows it.
    var backendDescription: String { get }
    /// How long the offline bookstore and bank take to answer (realistic unless overridden).
    var simulatedLatency: SimulatedLatency { get }
    /// Where `y` copies a screen's link.
    var clipboard: any Clipboard { get }
}

/// The root RIB's dependencies, and its children's.
final class RootComponent: Component<any RootDependency>, LoggedOutDependency, LoggedInDependency {
    /// The root's screen stack, which LoggedIn borrows for its children's screens.
    let rootViewController: NavigationController

    init(dependency: any RootDependency, rootViewController: NavigationController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }

    @MainActor var store: AppStore { dependency.store }
    @MainActor var membersRepository: any MembersRepository { dependency.membersRepository }
    @MainActor var circumstances: any Circumstances { dependency.circumstances }
    @MainActor var postsRepository: any PostsRepository { dependency.postsRepository }
    @MainActor var backendDescription: String { dependency.backendDescription }
    @MainActor var simulatedLatency: SimulatedLatency { dependency.simulatedLatency }
    @MainActor var clipboard: any Clipboard { dependency.clipboard }
    @MainActor var loggedInViewController: any StackViewControllable { rootViewController }
}

/// Builds the root RIB.
@MainActor
public protocol RootBuildable: Buildable {
    /// A new root RIB, ready to launch, and the handler of the links it receives.
    func build() -> (launchRouter: any LaunchRouting, deepLinkHandler: any DeepLinkHandler)
}

/// Builds the root of the app's RIB tree, which MainCLI launches into the terminal.
public final class RootBuilder: Builder<any RootDependency>, RootBuildable {
    public func build() -> (launchRouter: any LaunchRouting, deepLinkHandler: any DeepLinkHandler) {
        let viewController = NavigationController()
        // Screens leave the stack when their RIB is detached, never on their own.
        viewController.popsOnEscape = false
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController, store: component.store)
        let router = RootRouter(
            interactor: interactor, viewController: viewController,
            loggedOutBuilder: LoggedOutBuilder(dependency: component), loggedInBuilder: LoggedInBuilder(dependency: component))
        return (router, interactor)
    }
}

import DesignSystem
import RIBs

/// What the root RIB needs from the app.
@MainActor
public protocol RootDependency: Dependency {
    /// The source of random numbers for the screens that draw them.
    var randomNumberSource: any RandomNumberSource { get }
}

/// The root RIB's dependencies, and its children's.
final class RootComponent: Component<any RootDependency>, HomeDependency {
    @MainActor var randomNumberSource: any RandomNumberSource { dependency.randomNumberSource }
}

/// Builds the root RIB.
@MainActor
public protocol RootBuildable: Buildable {
    /// A new root RIB, ready to launch.
    func build() -> any LaunchRouting
}

/// Builds the root of the app's RIB tree, which MainCLI launches into the terminal.
public final class RootBuilder: Builder<any RootDependency>, RootBuildable {
    public func build() -> any LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = NavigationController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController, homeBuilder: HomeBuilder(dependency: component))
    }
}

import FeatureUserInterface
import RIBs
import Resources

/// What the Home RIB needs from its parent.
@MainActor
public protocol HomeDependency: Dependency {
    /// Where the numbers Home draws come from.
    var circumstances: any Circumstances { get }
}

/// The Home RIB's dependencies, for itself and for any children it gets.
final class HomeComponent: Component<any HomeDependency> {
    @MainActor var circumstances: any Circumstances { dependency.circumstances }
}

/// Builds the Home RIB.
@MainActor
public protocol HomeBuildable: Buildable {
    /// A new Home RIB reporting to `listener`.
    func build(withListener listener: any HomeListener) -> any HomeRouting
}

/// Builds the Home RIB: the "Lucky number" screen, two buttons that draw a number.
public final class HomeBuilder: Builder<any HomeDependency>, HomeBuildable {
    public func build(withListener listener: any HomeListener) -> any HomeRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController(initialState: HomeInteractor.initialState())
        let interactor = HomeInteractor(presenter: viewController, circumstances: component.circumstances)
        interactor.listener = listener
        return HomeRouter(interactor: interactor, viewController: viewController)
    }
}

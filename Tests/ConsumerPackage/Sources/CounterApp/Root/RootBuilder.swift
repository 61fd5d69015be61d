import DesignSystem
import RIBs

/// What the root RIB needs from the app: the number the counter starts at.
@MainActor
public protocol RootDependency: Dependency {
    var initialCount: Int { get }
}

/// The root's component: it hands the counter what the counter needs.
final class RootComponent: Component<any RootDependency>, CounterDependency {
    var initialCount: Int { dependency.initialCount }
}

/// Builds the root RIB, whose view shows the counter's screen.
@MainActor
public final class RootBuilder: Builder<any RootDependency> {
    /// The root router, ready to `launch(from:)` a window.
    public func build() -> any LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let interactor = RootInteractor()
        return RootRouter(interactor: interactor, viewController: RootViewController(), counterBuilder: CounterBuilder(dependency: component))
    }
}

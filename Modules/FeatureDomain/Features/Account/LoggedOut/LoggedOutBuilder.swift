import FeatureUserInterface
import RIBs

/// What the LoggedOut RIB needs from its parent.
@MainActor
public protocol LoggedOutDependency: Dependency {
    /// The members player 1 signs in as.
    var membersRepository: any MembersRepository { get }
    /// The saved data, which records the accounts deleted in this app.
    var store: AppStore { get }
}

/// The LoggedOut RIB's dependencies.
final class LoggedOutComponent: Component<any LoggedOutDependency> {
    @MainActor var membersRepository: any MembersRepository { dependency.membersRepository }
    @MainActor var store: AppStore { dependency.store }
}

/// Builds the LoggedOut RIB.
@MainActor
public protocol LoggedOutBuildable: Buildable {
    /// A new LoggedOut RIB reporting to `listener`.
    func build(withListener listener: any LoggedOutListener) -> any LoggedOutRouting
}

/// Builds the LoggedOut RIB: the sign-in screen for two players.
public final class LoggedOutBuilder: Builder<any LoggedOutDependency>, LoggedOutBuildable {
    public func build(withListener listener: any LoggedOutListener) -> any LoggedOutRouting {
        let component = LoggedOutComponent(dependency: dependency)
        let viewController = LoggedOutViewController(initialState: LoggedOutViewState())
        let interactor = LoggedOutInteractor(presenter: viewController, membersRepository: component.membersRepository, store: component.store)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}

import FeatureUserInterface
import RIBs

/// What the Profile RIB needs from its parent.
@MainActor
public protocol ProfileDependency: Dependency {
    /// Who is signed in.
    var session: PlayerSession { get }
    /// Where the member's details come from, and where an account is deleted.
    var membersRepository: any MembersRepository { get }
    /// The app's saved data, wiped for a deleted member.
    var store: AppStore { get }
}

/// The Profile RIB's dependencies.
final class ProfileComponent: Component<any ProfileDependency> {
    @MainActor var session: PlayerSession { dependency.session }
    @MainActor var membersRepository: any MembersRepository { dependency.membersRepository }
    @MainActor var store: AppStore { dependency.store }
}

/// Builds the Profile RIB.
@MainActor
public protocol ProfileBuildable: Buildable {
    /// A new profile of the signed-in member, reporting to `listener`.
    func build(withListener listener: any ProfileListener) -> any ProfileRouting
    /// A new profile of the member `memberID`: the signed-in member's own, or another's read-only.
    func build(withListener listener: any ProfileListener, memberID: String) -> any ProfileRouting
}

/// Builds the Profile RIB: the member's details, logout and account deletion.
public final class ProfileBuilder: Builder<any ProfileDependency>, ProfileBuildable {
    public func build(withListener listener: any ProfileListener) -> any ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController(initialState: ProfileInteractor.state(of: component.session.member))
        let interactor = ProfileInteractor(
            presenter: viewController, member: component.session.member, membersRepository: component.membersRepository,
            store: component.store)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: viewController)
    }

    public func build(withListener listener: any ProfileListener, memberID: String) -> any ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        guard memberID != component.session.member.id else { return build(withListener: listener) }
        // Until the backend answers, the screen shows the id it was asked for.
        let member = Member(id: memberID, name: "#\(memberID)", username: "")
        let viewController = ProfileViewController(initialState: ProfileInteractor.state(of: member, isReadOnly: true))
        let interactor = ProfileInteractor(
            presenter: viewController, member: member, membersRepository: component.membersRepository, store: component.store,
            isReadOnly: true)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: viewController)
    }
}

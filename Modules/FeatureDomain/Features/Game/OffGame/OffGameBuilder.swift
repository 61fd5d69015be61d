import FeatureUserInterface
import RIBs

/// What the OffGame RIB needs from its parent.
@MainActor
public protocol OffGameDependency: Dependency {
    /// Who plays.
    var session: PlayerSession { get }
    /// The scores, to read.
    var scoreStream: any ScoreStream { get }
}

/// The OffGame RIB's dependencies.
final class OffGameComponent: Component<any OffGameDependency> {
    @MainActor var session: PlayerSession { dependency.session }
    @MainActor var scoreStream: any ScoreStream { dependency.scoreStream }
}

/// Builds the OffGame RIB.
@MainActor
public protocol OffGameBuildable: Buildable {
    /// A new game lobby reporting to `listener`.
    func build(withListener listener: any OffGameListener) -> any OffGameRouting
}

/// Builds the OffGame RIB: the lobby with both players' scores and the game to start.
public final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
    public func build(withListener listener: any OffGameListener) -> any OffGameRouting {
        let component = OffGameComponent(dependency: dependency)
        let session = component.session
        let score = component.scoreStream.score
        let viewController = OffGameViewController(initialState: OffGameInteractor.state(session: session, score: score))
        let interactor = OffGameInteractor(presenter: viewController, session: session, scoreStream: component.scoreStream)
        interactor.listener = listener
        return OffGameRouter(interactor: interactor, viewController: viewController)
    }
}

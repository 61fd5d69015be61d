import FeatureUserInterface
import RIBs

/// What the TicTacToe RIB needs from its parent.
@MainActor
public protocol TicTacToeDependency: Dependency {
    /// Who plays.
    var session: PlayerSession { get }
    /// The scores, to count the winner's win.
    var mutableScoreStream: any MutableScoreStream { get }
}

/// The TicTacToe RIB's dependencies.
final class TicTacToeComponent: Component<any TicTacToeDependency> {
    @MainActor var session: PlayerSession { dependency.session }
    @MainActor var mutableScoreStream: any MutableScoreStream { dependency.mutableScoreStream }
}

/// Builds the TicTacToe RIB.
@MainActor
public protocol TicTacToeBuildable: Buildable {
    /// A new game reporting to `listener`, showing `inviteCode` if a link brought one.
    func build(withListener listener: any TicTacToeListener, inviteCode: String?) -> any TicTacToeRouting
}

/// Builds the TicTacToe RIB: one game on a fresh board.
public final class TicTacToeBuilder: Builder<any TicTacToeDependency>, TicTacToeBuildable {
    public func build(withListener listener: any TicTacToeListener, inviteCode: String?) -> any TicTacToeRouting {
        let component = TicTacToeComponent(dependency: dependency)
        let session = component.session
        let viewController = TicTacToeViewController(initialState: TicTacToeInteractor.state(of: TicTacToeBoard(), session: session, inviteCode: inviteCode))
        let interactor = TicTacToeInteractor(
            presenter: viewController, session: session, scoreStream: component.mutableScoreStream, inviteCode: inviteCode)
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}

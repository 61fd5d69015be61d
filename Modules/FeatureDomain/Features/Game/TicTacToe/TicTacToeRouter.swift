import FeatureUserInterface
import RIBs

/// The TicTacToe interactor, as its router sees it.
@MainActor
protocol TicTacToeInteractable: Interactable {
    var router: (any TicTacToeRouting)? { get set }
    var listener: (any TicTacToeListener)? { get set }
}

/// The board screen, as its router sees it.
@MainActor
public protocol TicTacToeViewControllable: ViewControllable {}

/// The TicTacToe RIB's navigation; it has no children.
final class TicTacToeRouter: ViewableRouter<any TicTacToeInteractable, any TicTacToeViewControllable>, TicTacToeRouting {
    override init(interactor: any TicTacToeInteractable, viewController: any TicTacToeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: TicTacToePresentable, TicTacToeViewControllable where View == TicTacToeView {}

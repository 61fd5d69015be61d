import FeatureUserInterface
import RIBs

/// The BookDetail interactor, as its router sees it.
@MainActor
protocol BookDetailInteractable: Interactable {
    var router: (any BookDetailRouting)? { get set }
    var listener: (any BookDetailListener)? { get set }
}

/// The book's page, as its router sees it.
@MainActor
public protocol BookDetailViewControllable: ViewControllable {}

/// The BookDetail RIB's router: a leaf, its parent pushes and pops the screen.
final class BookDetailRouter: ViewableRouter<any BookDetailInteractable, any BookDetailViewControllable>, BookDetailRouting {
    override init(interactor: any BookDetailInteractable, viewController: any BookDetailViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: BookDetailPresentable, BookDetailViewControllable where View == BookDetailView {}

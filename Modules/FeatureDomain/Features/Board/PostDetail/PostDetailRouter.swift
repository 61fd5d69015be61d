import FeatureUserInterface
import RIBs

/// The PostDetail interactor, as its router sees it.
@MainActor
protocol PostDetailInteractable: Interactable {
    var router: (any PostDetailRouting)? { get set }
    var listener: (any PostDetailListener)? { get set }
}

/// The post screen, as its router sees it.
@MainActor
public protocol PostDetailViewControllable: ViewControllable {}

/// The PostDetail RIB's navigation; it has no children.
final class PostDetailRouter: ViewableRouter<any PostDetailInteractable, any PostDetailViewControllable>, PostDetailRouting {
    override init(interactor: any PostDetailInteractable, viewController: any PostDetailViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: PostDetailPresentable, PostDetailViewControllable where View == PostDetailView {}

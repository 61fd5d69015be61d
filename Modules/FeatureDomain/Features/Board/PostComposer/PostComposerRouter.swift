import FeatureUserInterface
import RIBs

/// The PostComposer interactor, as its router sees it.
@MainActor
protocol PostComposerInteractable: Interactable {
    var router: (any PostComposerRouting)? { get set }
    var listener: (any PostComposerListener)? { get set }
}

/// The composer's screen, as its router sees it.
@MainActor
public protocol PostComposerViewControllable: ViewControllable {}

/// The PostComposer RIB's navigation; it has no children.
final class PostComposerRouter: ViewableRouter<any PostComposerInteractable, any PostComposerViewControllable>, PostComposerRouting {
    override init(interactor: any PostComposerInteractable, viewController: any PostComposerViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

extension ScreenViewController: PostComposerPresentable, PostComposerViewControllable where View == PostComposerView {}

import FeatureUserInterface
import RIBs

/// The Board interactor, as its router sees it.
@MainActor
protocol BoardInteractable: Interactable, PostDetailListener, PostComposerListener {
    var router: (any BoardRouting)? { get set }
    var listener: (any BoardListener)? { get set }
}

/// The board screen, as its router sees it.
@MainActor
public protocol BoardViewControllable: ViewControllable {}

/// The Board RIB's navigation: a post's detail, or the composer of a new post, is pushed over
/// the board and detached when it closes; one child at a time.
final class BoardRouter: ViewableRouter<any BoardInteractable, any BoardViewControllable>, BoardRouting {
    private let stack: any StackViewControllable
    private let postDetailBuilder: any PostDetailBuildable
    private let postComposerBuilder: any PostComposerBuildable
    private var postDetail: (any ViewableRouting)?
    private var postComposer: (any ViewableRouting)?

    init(
        interactor: any BoardInteractable, viewController: any BoardViewControllable, stack: any StackViewControllable,
        postDetailBuilder: any PostDetailBuildable, postComposerBuilder: any PostComposerBuildable
    ) {
        self.stack = stack
        self.postDetailBuilder = postDetailBuilder
        self.postComposerBuilder = postComposerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToPostDetail(postID: String) {
        routeBackFromPostDetail()
        routeBackFromPostComposer()
        let postDetail = postDetailBuilder.build(withListener: interactor, postID: postID)
        self.postDetail = postDetail
        attachPushing(postDetail, on: stack)
    }

    func routeBackFromPostDetail() {
        guard let postDetail else { return }
        detachPopping(postDetail, from: stack)
        self.postDetail = nil
    }

    func routeToPostComposer(draft: PostDraft) {
        routeBackFromPostDetail()
        routeBackFromPostComposer()
        let postComposer = postComposerBuilder.build(withListener: interactor, draft: draft)
        self.postComposer = postComposer
        attachPushing(postComposer, on: stack)
    }

    func routeBackFromPostComposer() {
        guard let postComposer else { return }
        detachPopping(postComposer, from: stack)
        self.postComposer = nil
    }
}

extension ScreenViewController: BoardPresentable, BoardViewControllable where View == BoardView {}

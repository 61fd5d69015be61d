import FeatureUserInterface
import RIBs

/// The Board interactor, as its router sees it.
@MainActor
protocol BoardInteractable: Interactable, PostDetailListener {
    var router: (any BoardRouting)? { get set }
    var listener: (any BoardListener)? { get set }
}

/// The board screen, as its router sees it.
@MainActor
public protocol BoardViewControllable: ViewControllable {}

/// The Board RIB's navigation: a post's detail is pushed over the board and detached when it
/// closes.
final class BoardRouter: ViewableRouter<any BoardInteractable, any BoardViewControllable>, BoardRouting {
    private let stack: any StackViewControllable
    private let postDetailBuilder: any PostDetailBuildable
    private var postDetail: (any ViewableRouting)?

    init(
        interactor: any BoardInteractable, viewController: any BoardViewControllable, stack: any StackViewControllable,
        postDetailBuilder: any PostDetailBuildable
    ) {
        self.stack = stack
        self.postDetailBuilder = postDetailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToPostDetail(postID: String) {
        routeBackFromPostDetail()
        let postDetail = postDetailBuilder.build(withListener: interactor, postID: postID)
        self.postDetail = postDetail
        attachPushing(postDetail, on: stack)
    }

    func routeBackFromPostDetail() {
        guard let postDetail else { return }
        detachPopping(postDetail, from: stack)
        self.postDetail = nil
    }
}

extension ScreenViewController: BoardPresentable, BoardViewControllable where View == BoardView {}

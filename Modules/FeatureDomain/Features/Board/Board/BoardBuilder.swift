import DesignSystem
import FeatureUserInterface
import RIBs

/// What the Board RIB needs from its parent.
@MainActor
public protocol BoardDependency: Dependency {
    /// The screen stack the board pushes a post onto.
    var loggedInViewController: any StackViewControllable { get }
    /// The posts and comments.
    var postsRepository: any PostsRepository { get }
    /// The authors, fetched once for the session.
    var memberDirectory: MemberDirectory { get }
    /// The signed-in member, who writes new posts.
    var session: PlayerSession { get }
    /// The post being written, kept for the signed-in session.
    var postDraftKeeper: PostDraftKeeper { get }
    /// Where `y` copies a post's link.
    var clipboard: any Clipboard { get }
}

/// The Board RIB's dependencies: it owns the posts stream its children read.
final class BoardComponent: Component<any BoardDependency>, PostDetailDependency, PostComposerDependency {
    @MainActor var loggedInViewController: any StackViewControllable { dependency.loggedInViewController }
    @MainActor var postsRepository: any PostsRepository { dependency.postsRepository }
    @MainActor var memberDirectory: MemberDirectory { dependency.memberDirectory }
    @MainActor var session: PlayerSession { dependency.session }
    @MainActor var postDraftKeeper: PostDraftKeeper { dependency.postDraftKeeper }
    @MainActor var clipboard: any Clipboard { dependency.clipboard }

    /// The posts, written by the board and read by the post detail.
    @MainActor var mutablePostsStream: any MutablePostsStream { shared { PostsRelayStream() } }
    @MainActor var postsStream: any PostsStream { mutablePostsStream }
}

/// Builds the Board RIB.
@MainActor
public protocol BoardBuildable: Buildable {
    /// A new board reporting to `listener`.
    func build(withListener listener: any BoardListener) -> any BoardRouting
}

/// Builds the Board RIB: the posts in pages, each opening its detail, and the composer of a new post.
public final class BoardBuilder: Builder<any BoardDependency>, BoardBuildable {
    public func build(withListener listener: any BoardListener) -> any BoardRouting {
        let component = BoardComponent(dependency: dependency)
        let viewController = BoardViewController(initialState: BoardViewState())
        let interactor = BoardInteractor(
            presenter: viewController, postsRepository: component.postsRepository, memberDirectory: component.memberDirectory,
            postsStream: component.mutablePostsStream, draftKeeper: component.postDraftKeeper,
            linkCopier: LinkCopier(clipboard: component.clipboard))
        interactor.listener = listener
        return BoardRouter(
            interactor: interactor, viewController: viewController, stack: component.loggedInViewController,
            postDetailBuilder: PostDetailBuilder(dependency: component), postComposerBuilder: PostComposerBuilder(dependency: component))
    }
}

import DesignSystem
import FeatureUserInterface
import RIBs
import Resources

/// What the PostDetail RIB needs from its parent.
@MainActor
public protocol PostDetailDependency: Dependency {
    /// The board's posts, to read.
    var postsStream: any PostsStream { get }
    /// The posts and comments.
    var postsRepository: any PostsRepository { get }
    /// The authors, fetched once for the session.
    var memberDirectory: MemberDirectory { get }
    /// Where `y` copies the post's link.
    var clipboard: any Clipboard { get }
}

/// The PostDetail RIB's dependencies.
final class PostDetailComponent: Component<any PostDetailDependency> {
    @MainActor var postsStream: any PostsStream { dependency.postsStream }
    @MainActor var postsRepository: any PostsRepository { dependency.postsRepository }
    @MainActor var memberDirectory: MemberDirectory { dependency.memberDirectory }
    @MainActor var clipboard: any Clipboard { dependency.clipboard }
}

/// Builds the PostDetail RIB.
@MainActor
public protocol PostDetailBuildable: Buildable {
    /// A new detail of the post with `postID`, reporting to `listener`.
    func build(withListener listener: any PostDetailListener, postID: String) -> any PostDetailRouting
}

/// Builds the PostDetail RIB: a post, its author and its comments.
public final class PostDetailBuilder: Builder<any PostDetailDependency>, PostDetailBuildable {
    public func build(withListener listener: any PostDetailListener, postID: String) -> any PostDetailRouting {
        let component = PostDetailComponent(dependency: dependency)
        let known = component.postsStream.latest?.posts.first { $0.id == postID }
        let initial = PostDetailViewState(title: known?.title ?? R.string.post.loading(), author: "", body: known?.body ?? "")
        let viewController = PostDetailViewController(initialState: initial)
        let interactor = PostDetailInteractor(
            presenter: viewController, postID: postID, knownPost: known, postsRepository: component.postsRepository,
            memberDirectory: component.memberDirectory, linkCopier: LinkCopier(clipboard: component.clipboard))
        interactor.listener = listener
        return PostDetailRouter(interactor: interactor, viewController: viewController)
    }
}

import FeatureUserInterface
import RIBs

/// What the PostComposer RIB needs from its parent.
@MainActor
public protocol PostComposerDependency: Dependency {
    /// Where the post is sent.
    var postsRepository: any PostsRepository { get }
    /// The signed-in member, the post's author.
    var session: PlayerSession { get }
}

/// The PostComposer RIB's dependencies.
final class PostComposerComponent: Component<any PostComposerDependency> {
    @MainActor var postsRepository: any PostsRepository { dependency.postsRepository }
    @MainActor var authorID: String { dependency.session.member.id }
}

/// Builds the PostComposer RIB.
@MainActor
public protocol PostComposerBuildable: Buildable {
    /// A new composer starting from `draft`, reporting to `listener`.
    func build(withListener listener: any PostComposerListener, draft: PostDraft) -> any PostComposerRouting
}

/// Builds the PostComposer RIB: the form for a new post, sent through the posts repository.
public final class PostComposerBuilder: Builder<any PostComposerDependency>, PostComposerBuildable {
    public func build(withListener listener: any PostComposerListener, draft: PostDraft) -> any PostComposerRouting {
        let component = PostComposerComponent(dependency: dependency)
        let initial = PostComposerInteractor.initialState(draft: draft, storage: component.postsRepository.storage)
        let viewController = PostComposerViewController(initialState: initial)
        let interactor = PostComposerInteractor(
            presenter: viewController, draft: draft, authorID: component.authorID, postsRepository: component.postsRepository)
        interactor.listener = listener
        return PostComposerRouter(interactor: interactor, viewController: viewController)
    }
}

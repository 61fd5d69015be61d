import DesignSystem
import FeatureUserInterface
import Network
import RIBs
import Resources

/// The PostDetail RIB's routing, as its interactor sees it.
@MainActor
public protocol PostDetailRouting: ViewableRouting {}

/// The post screen, as its interactor sees it.
@MainActor
public protocol PostDetailPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<PostDetailViewAction>)? { get set }
    /// Shows `state`.
    func update(state: PostDetailViewState)
}

/// The PostDetail interactor, as its screen sees it.
@MainActor
public protocol PostDetailPresentableListener: ScreenActionListener<PostDetailViewAction> {}

/// What PostDetail tells its parent.
@MainActor
public protocol PostDetailListener: AnyObject {
    /// The user left the post.
    func postDetailDidClose()
}

/// The post's logic: the post from the board's stream (or the backend, when the board does not
/// hold it), its author, and its comments with their own loading and error states. A post that
/// does not exist is a clear "not found".
final class PostDetailInteractor: PresentableInteractor<any PostDetailPresentable>, PostDetailInteractable, PostDetailPresentableListener {
    weak var router: (any PostDetailRouting)?
    weak var listener: (any PostDetailListener)?
    private let postID: String
    private var post: BoardPost?
    private let postsRepository: any PostsRepository
    private let memberDirectory: MemberDirectory
    private var state: PostDetailViewState
    /// Copies the post's link with `y`.
    private let linkCopier: LinkCopier

    init(
        presenter: any PostDetailPresentable, postID: String, knownPost: BoardPost?, postsRepository: any PostsRepository, memberDirectory: MemberDirectory,
        linkCopier: LinkCopier
    ) {
        self.linkCopier = linkCopier
        self.postID = postID
        self.post = knownPost
        self.postsRepository = postsRepository
        self.memberDirectory = memberDirectory
        state = PostDetailViewState(title: knownPost?.title ?? R.string.post.loading(), author: "", body: knownPost?.body ?? "")
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func request(action: PostDetailViewAction) {
        switch action {
        case .viewDidLoad: load()
        case .retry where state.commentsStatus == .postFailed:
            state = PostDetailViewState(title: R.string.post.loading(), author: "", body: "")
            presenter.update(state: state)
            load()
        case .retry: loadComments()
        case .copyLink: copyLink()
        case .back: listener?.postDetailDidClose()
        }
    }

    /// Copies the post's link and says under the post what became of it; a post whose id is no
    /// number (a json-server may give any string) has no link.
    private func copyLink() {
        guard let id = Int(postID) else {
            state.notice = R.string.copy.noLink()
            presenter.update(state: state)
            return
        }
        task { [weak self, linkCopier] in
            let message = await linkCopier.copy(.post(id: id))
            guard let self else { return }
            state.notice = message
            presenter.update(state: state)
        }
    }

    private func load() {
        task { [weak self, postsRepository, memberDirectory, postID, post] in
            var loaded = post
            if loaded == nil {
                do throws(NetworkError) {
                    loaded = try await postsRepository.post(id: postID)
                } catch {
                    self?.showFailure(error)
                    return
                }
            }
            guard let loaded, let self else { return }
            self.post = loaded
            state.title = loaded.title
            state.body = loaded.body
            presenter.update(state: state)
            let authors = (try? await memberDirectory.membersByID()) ?? [:]
            state.author = memberDirectory.authorName(loaded.authorID, in: authors)
            state.authorEmail = memberDirectory.authorEmail(loaded.authorID, in: authors)
            presenter.update(state: state)
            loadComments()
        }
    }

    private func loadComments() {
        guard post != nil else { return }
        state.commentsStatus = .loading
        presenter.update(state: state)
        task { [weak self, postsRepository, postID] in
            let comments: [PostComment]?
            do throws(NetworkError) { comments = try await postsRepository.comments(postID: postID) } catch { comments = nil }
            guard let self, !Task.isCancelled else { return }
            if let comments {
                state.comments = comments.map { PostDetailViewState.Comment(author: $0.author, body: $0.body) }
                state.commentsStatus = .loaded
            } else {
                state.commentsStatus = .failed
            }
            presenter.update(state: state)
        }
    }

    private func showFailure(_ error: NetworkError) {
        if case .cancelled = error { return }
        if case .httpStatus(404, _) = error {
            state.title = R.string.post.notFound()
            state.body = R.string.post.notFoundMessage(postID)
            state.commentsStatus = .unavailable
        } else {
            state.title = R.string.post.loadFailed()
            state.body = error.localizedMessage
            state.commentsStatus = .postFailed
        }
        presenter.update(state: state)
    }
}

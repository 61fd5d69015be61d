import FeatureUserInterface
import Network
import RIBs
import Resources

/// The PostComposer RIB's routing, as its interactor sees it.
@MainActor
public protocol PostComposerRouting: ViewableRouting {}

/// The composer's screen, as its interactor sees it.
@MainActor
public protocol PostComposerPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<PostComposerViewAction>)? { get set }
    /// Shows `state`.
    func update(state: PostComposerViewState)
}

/// The PostComposer interactor, as its screen sees it.
@MainActor
public protocol PostComposerPresentableListener: ScreenActionListener<PostComposerViewAction> {}

/// What PostComposer tells its parent.
@MainActor
public protocol PostComposerListener: AnyObject {
    /// The server took the post: `post` is what it answered, with its id.
    func postComposerDidPublish(_ post: BoardPost, storage: PostStorage)
    /// The member left without sending; `draft` is what they had typed, to offer again.
    func postComposerDidClose(keeping draft: PostDraft)
    /// The member typed: `draft` is the texts so far, kept should the composer go unasked.
    func postComposerDidEdit(_ draft: PostDraft)
}

/// The composer's logic: validates the draft with ``PostDraft``, sends it as the signed-in
/// member through the posts repository, and on failure or cancellation keeps what was typed
/// on screen with a message in the user's language, so nothing is lost and Retry sends again.
final class PostComposerInteractor: PresentableInteractor<any PostComposerPresentable>, PostComposerInteractable,
    PostComposerPresentableListener
{
    weak var router: (any PostComposerRouting)?
    weak var listener: (any PostComposerListener)?
    private let authorID: String
    private let postsRepository: any PostsRepository
    private var state: PostComposerViewState
    private var sending: Task<Void, Never>?

    init(presenter: any PostComposerPresentable, draft: PostDraft, authorID: String, postsRepository: any PostsRepository) {
        self.authorID = authorID
        self.postsRepository = postsRepository
        state = Self.initialState(draft: draft, storage: postsRepository.storage)
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// The form holding `draft`, saying what a server with `storage` does with a post.
    static func initialState(draft: PostDraft, storage: PostStorage) -> PostComposerViewState {
        PostComposerViewState(
            title: draft.title, body: draft.body, titleLimit: PostDraft.titleLimit, bodyLimit: PostDraft.bodyLimit,
            storageNote: storage.composerNote)
    }

    func request(action: PostComposerViewAction) {
        switch action {
        case .viewDidLoad: presenter.update(state: state)
        case .send(let title, let body): send(PostDraft(title: title, body: body))
        case .cancelSending: cancelSending()
        case .close(let title, let body):
            sending?.cancel()
            sending = nil
            listener?.postComposerDidClose(keeping: PostDraft(title: title, body: body))
        case .edit(let title, let body):
            listener?.postComposerDidEdit(PostDraft(title: title, body: body))
        }
    }

    private func send(_ draft: PostDraft) {
        guard state.phase != .sending else { return }
        // What was typed stays on screen whatever happens next.
        state.title = draft.title
        state.body = draft.body
        let post: PostDraft
        do throws(PostDraftProblem) {
            post = try draft.validated()
        } catch {
            state.phase = .editing(problem: error.localizedMessage)
            presenter.update(state: state)
            return
        }
        state.phase = .sending
        presenter.update(state: state)
        sending = task { [weak self, postsRepository, authorID] in
            let result: Result<(BoardPost, PostStorage), NetworkError>
            do throws(NetworkError) {
                let created = try await postsRepository.create(authorID: authorID, title: post.title, body: post.body)
                result = .success((created, await postsRepository.storage(of: created)))
            } catch {
                result = .failure(error)
            }
            // A cancelled send was already answered on screen; a late reply must not undo that.
            guard let self, !Task.isCancelled else { return }
            finish(result)
        }
    }

    private func finish(_ result: Result<(BoardPost, PostStorage), NetworkError>) {
        sending = nil
        switch result {
        case .success(let (post, storage)):
            listener?.postComposerDidPublish(post, storage: storage)
        case .failure(let error):
            state.phase = .failed(message: R.string.compose.failed(error.localizedMessage))
            presenter.update(state: state)
        }
    }

    private func cancelSending() {
        guard let sending else { return }
        sending.cancel()
        self.sending = nil
        state.phase = .editing(problem: R.string.compose.cancelled())
        presenter.update(state: state)
    }
}

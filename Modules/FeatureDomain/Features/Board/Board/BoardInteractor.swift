import DesignSystem
import FeatureUserInterface
import Network
import RIBs
import Resources

/// The Board RIB's routing, as its interactor sees it.
@MainActor
public protocol BoardRouting: ViewableRouting {
    /// Shows the post with `postID` over the board.
    func routeToPostDetail(postID: String)
    /// Closes the post.
    func routeBackFromPostDetail()
    /// Shows the form for a new post over the board, filled with `draft`.
    func routeToPostComposer(draft: PostDraft)
    /// Closes the form.
    func routeBackFromPostComposer()
}

/// The board screen, as its interactor sees it.
@MainActor
public protocol BoardPresentable: Presentable {
    /// Who receives the screen's actions.
    var listener: (any ScreenActionListener<BoardViewAction>)? { get set }
    /// Shows `state`.
    func update(state: BoardViewState)
}

/// The Board interactor, as its screen sees it.
@MainActor
public protocol BoardPresentableListener: ScreenActionListener<BoardViewAction> {}

/// What Board tells its parent.
@MainActor
public protocol BoardListener: AnyObject {
    /// The user left the board.
    func boardDidClose()
}

/// The board's logic: loads posts a page at a time through ``BoardPaging``, names each author
/// from the member directory, publishes the posts to the stream its child reads, and turns
/// failures into an error state (first page) or a quiet retry line (later pages). A post the
/// member writes goes first and is selected; a draft left unsent is kept for the next `n`.
final class BoardInteractor: PresentableInteractor<any BoardPresentable>, BoardInteractable, BoardPresentableListener {
    weak var router: (any BoardRouting)?
    weak var listener: (any BoardListener)?
    private let postsRepository: any PostsRepository
    private let memberDirectory: MemberDirectory
    private let postsStream: any MutablePostsStream
    private var paging = BoardPaging()
    private var authors: [String: Member] = [:]
    private var state = BoardViewState()
    private var loading: Task<Void, Never>?
    /// What the member typed and left unsent, offered again when they write next; kept above
    /// the board, so a link that closes the board does not lose it.
    private let draftKeeper: PostDraftKeeper
    var draft: PostDraft { draftKeeper.draft }
    /// Copies a post's link with `y`.
    private let linkCopier: LinkCopier

    init(
        presenter: any BoardPresentable, postsRepository: any PostsRepository, memberDirectory: MemberDirectory, postsStream: any MutablePostsStream,
        draftKeeper: PostDraftKeeper = PostDraftKeeper(), linkCopier: LinkCopier
    ) {
        self.linkCopier = linkCopier
        self.postsRepository = postsRepository
        self.memberDirectory = memberDirectory
        self.postsStream = postsStream
        self.draftKeeper = draftKeeper
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func request(action: BoardViewAction) {
        switch action {
        case .viewDidLoad: loadFirstPage(kind: .initialLoad)
        case .reload: loadFirstPage(kind: .reload)
        case .loadMore: loadMore()
        case .select(let postID): router?.routeToPostDetail(postID: postID)
        case .copyLink(let postID): copyLink(postID: postID)
        case .write: router?.routeToPostComposer(draft: draft)
        case .back:
            loading?.cancel()
            listener?.boardDidClose()
        }
    }

    /// Copies the link of the post `postID` and says under the posts what became of it; a post
    /// whose id is no number (a json-server may give any string) has no link.
    private func copyLink(postID: String) {
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

    private func loadFirstPage(kind: PostsUpdate.Kind) {
        loading?.cancel()
        paging = BoardPaging(pageSize: paging.pageSize)
        state = BoardViewState()
        presenter.update(state: state)
        load(start: 0, kind: kind)
    }

    private func loadMore() {
        guard case .loaded = state.status, paging.hasMore, !state.isLoadingMore else { return }
        state.isLoadingMore = true
        state.footerMessage = nil
        state.notice = nil
        presenter.update(state: state)
        load(start: paging.nextStart, kind: .more)
    }

    private func load(start: Int, kind: PostsUpdate.Kind) {
        let limit = paging.pageSize
        loading = task { [weak self, postsRepository, memberDirectory] in
            let result: Result<(PostsPage, [String: Member]), NetworkError>
            do throws(NetworkError) {
                let page = try await postsRepository.page(start: start, limit: limit)
                // Authors are a nicety: a board whose members cannot be fetched still shows posts.
                let authors = (try? await memberDirectory.membersByID()) ?? [:]
                result = .success((page, authors))
            } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            apply(result, kind: kind)
        }
    }

    private func apply(_ result: Result<(PostsPage, [String: Member]), NetworkError>, kind: PostsUpdate.Kind) {
        state.isLoadingMore = false
        switch result {
        case .success(let (page, authors)):
            self.authors.merge(authors) { _, new in new }
            paging.append(page)
            postsStream.publish(PostsUpdate(posts: paging.posts, kind: kind))
            state.status = .loaded
            showPosts()
        case .failure(.cancelled):
            return
        case .failure(let error):
            if kind == .more {
                state.footerMessage = R.string.board.moreFailed(error.localizedMessage)
            } else {
                state.status = .failed(message: error.localizedMessage)
            }
        }
        presenter.update(state: state)
    }

    private func showPosts() {
        state.rows = paging.posts.map { BoardViewState.Row(id: $0.id, title: $0.title, author: authorName($0.authorID)) }
        state.total = paging.total
        state.hasMore = paging.hasMore
    }

    private func authorName(_ id: String) -> String {
        memberDirectory.authorName(id, in: authors)
    }

    // MARK: PostDetailListener

    func postDetailDidClose() {
        router?.routeBackFromPostDetail()
    }

    // MARK: PostComposerListener

    func postComposerDidPublish(_ post: BoardPost, storage: PostStorage) {
        router?.routeBackFromPostComposer()
        draftKeeper.draft = PostDraft()
        paging.prepend(post)
        postsStream.publish(PostsUpdate(posts: paging.posts, kind: .written))
        showPosts()
        state.selectedPostID = post.id
        state.footerMessage = nil
        state.notice = storage.boardNotice
        presenter.update(state: state)
    }

    func postComposerDidClose(keeping draft: PostDraft) {
        router?.routeBackFromPostComposer()
        draftKeeper.draft = draft
    }

    func postComposerDidEdit(_ draft: PostDraft) {
        draftKeeper.draft = draft
    }
}

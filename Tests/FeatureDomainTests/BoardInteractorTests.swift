import FeatureDomainTestSupport
import FeatureUserInterface
import Network
import RIBs
import Resources
import Testing

@testable import FeatureDomain

extension PresentableMock: BoardPresentable where State == BoardViewState, Action == BoardViewAction {}

/// Records where the board asks to go.
@MainActor
final class BoardRoutingMock: Router<any Interactable>, BoardRouting {
    let viewControllable: any ViewControllable
    private(set) var composerDrafts: [PostDraft] = []
    private(set) var composerClosed = 0

    init(interactor: any Interactable, viewControllable: any ViewControllable) {
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }

    func routeToPostDetail(postID: String) {}
    func routeBackFromPostDetail() {}
    func routeToPostComposer(draft: PostDraft) { composerDrafts.append(draft) }
    func routeBackFromPostComposer() { composerClosed += 1 }
}

/// Records nothing: the board's parent is not under test here.
@MainActor
final class BoardListenerMock: BoardListener {
    func boardDidClose() {}
}

@MainActor
@Suite("Board interactor: writing a post", .timeLimit(.minutes(1)))
struct BoardInteractorTests {
    private func loadedBoard(
        _ repository: PostsRepositoryMock = PostsRepositoryMock()
    ) async -> (BoardInteractor, PresentableMock<BoardViewState, BoardViewAction>, BoardRoutingMock, PostsRelayStream)? {
        let presenter = PresentableMock<BoardViewState, BoardViewAction>()
        let stream = PostsRelayStream()
        let interactor = BoardInteractor(
            presenter: presenter, postsRepository: repository, memberDirectory: MemberDirectory(repository: MembersRepositoryMock()), postsStream: stream,
            linkCopier: LinkCopier(clipboard: ClipboardMock()))
        let router = BoardRoutingMock(interactor: interactor, viewControllable: BoardViewController(initialState: BoardViewState()))
        interactor.router = router
        interactor.activate()
        interactor.request(action: .viewDidLoad)
        guard await eventually({ presenter.states.last?.status == .loaded }) else { return nil }
        return (interactor, presenter, router, stream)
    }

    @Test("n opens the composer; a published post goes first, is selected, reaches the stream and says where it is kept")
    func publishedPostOnTop() async throws {
        let (interactor, presenter, router, stream) = try #require(await loadedBoard())
        interactor.request(action: .write)
        #expect(router.composerDrafts == [PostDraft()])
        let written = BoardPost(id: "b5aa51f6", authorID: "7", title: "새 글", body: "본문")
        R.withLanguage(.english) { interactor.postComposerDidPublish(written, storage: .storedByServer) }
        #expect(router.composerClosed == 1)
        let state = try #require(presenter.states.last)
        #expect(state.rows.map(\.id) == ["b5aa51f6", "1", "2", "3"])
        #expect(state.rows.first?.author == "Ada Brooks")
        #expect(state.selectedPostID == "b5aa51f6")
        #expect(state.total == 4)
        #expect(state.notice == "Posted · stored by the server")
        #expect(stream.latest == PostsUpdate(posts: [written] + BoardPost.samples, kind: .written))
    }

    @Test("a draft left unsent is offered again by the next n, and forgotten once a post is sent")
    func draftKept() async throws {
        let (interactor, _, router, _) = try #require(await loadedBoard())
        interactor.postComposerDidClose(keeping: PostDraft(title: "반쯤", body: "썼다"))
        interactor.request(action: .write)
        interactor.postComposerDidPublish(BoardPost(id: "9", authorID: "7", title: "t", body: "b"), storage: .keptForSession)
        interactor.request(action: .write)
        #expect(router.composerDrafts == [PostDraft(title: "반쯤", body: "썼다"), PostDraft()])
    }
}

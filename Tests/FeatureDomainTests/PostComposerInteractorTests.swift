import FeatureDomainTestSupport
import FeatureUserInterface
import Network
import Resources
import Testing

@testable import FeatureDomain

extension PresentableMock: PostComposerPresentable where State == PostComposerViewState, Action == PostComposerViewAction {}

/// Records what the board hears from its composer.
@MainActor
final class PostComposerListenerMock: PostComposerListener {
    private(set) var published: [(post: BoardPost, storage: PostStorage)] = []
    private(set) var closedDrafts: [PostDraft] = []

    func postComposerDidPublish(_ post: BoardPost, storage: PostStorage) { published.append((post, storage)) }
    func postComposerDidClose(keeping draft: PostDraft) { closedDrafts.append(draft) }
    private(set) var editedDrafts: [PostDraft] = []
    func postComposerDidEdit(_ draft: PostDraft) { editedDrafts.append(draft) }
}

@MainActor
@Suite("Post composer interactor", .timeLimit(.minutes(1)))
struct PostComposerInteractorTests {
    private typealias Presenter = PresentableMock<PostComposerViewState, PostComposerViewAction>

    private func makeInteractor(
        repository: PostsRepositoryMock = PostsRepositoryMock(), draft: PostDraft = PostDraft()
    ) -> (PostComposerInteractor, Presenter, PostComposerListenerMock) {
        let presenter = Presenter()
        let listener = PostComposerListenerMock()
        let interactor = PostComposerInteractor(presenter: presenter, draft: draft, authorID: "7", postsRepository: repository)
        interactor.listener = listener
        interactor.activate()
        return (interactor, presenter, listener)
    }

    @Test("the form opens with the draft, the limits and what the server does with a post")
    func opensWithDraft() {
        let (interactor, presenter, _) = makeInteractor(
            repository: PostsRepositoryMock(storage: .acceptedButNotStored), draft: PostDraft(title: "초안", body: "본문"))
        R.withLanguage(.english) { interactor.request(action: .viewDidLoad) }
        let state = presenter.states.last
        #expect(state?.title == "초안" && state?.body == "본문")
        #expect(state?.titleLimit == 100 && state?.bodyLimit == 2_000)
        #expect(state?.storageNote == "JSONPlaceholder: the server accepts the post but does not store it; a reload will not show it.")
    }

    @Test(
        "an empty or too long title or body is refused with the reason, nothing is sent and the text stays",
        arguments: [
            ("   ", "body", "Write a title."),
            ("title", " \n ", "Write the body of the post."),
            (String(repeating: "가", count: 101), "body", "The title is too long: 101 characters, at most 100."),
            ("title", String(repeating: "b", count: 2_001), "The body is too long: 2001 characters, at most 2000."),
        ])
    func validation(title: String, body: String, message: String) {
        let repository = PostsRepositoryMock()
        let (interactor, presenter, listener) = makeInteractor(repository: repository)
        R.withLanguage(.english) { interactor.request(action: .send(title: title, body: body)) }
        #expect(
            presenter.states.last
                == PostComposerViewState(
                    title: title, body: body, storageNote: "Offline backend: your post is kept for this session only.", phase: .editing(problem: message)))
        #expect(repository.sent.isEmpty)
        #expect(listener.published.isEmpty)
    }

    @Test("a title of exactly 100 characters and spaces around the texts are fine: the trimmed texts are sent as the signed-in member")
    func sendsTrimmed() async {
        let repository = PostsRepositoryMock()
        let (interactor, presenter, listener) = makeInteractor(repository: repository)
        let title = String(repeating: "😀", count: 100)
        interactor.request(action: .send(title: "  \(title) ", body: " 본문 "))
        #expect(presenter.states.last?.phase == .sending)
        #expect(await eventually { !listener.published.isEmpty })
        #expect(repository.sent == [.init(authorID: "7", title: title, body: "본문")])
        #expect(listener.published.first?.post == BoardPost(id: "b5aa51f6", authorID: "7", title: title, body: "본문"))
        #expect(listener.published.first?.storage == .keptForSession)
    }

    @Test("a failure says why in the user's language and keeps what was typed; Retry then succeeds")
    func failureKeepsText() async {
        let repository = PostsRepositoryMock()
        repository.createResult = .failure(.httpStatus(code: 500, bodyExcerpt: ""))
        let (interactor, presenter, listener) = makeInteractor(repository: repository)
        await R.withLanguage(.korean) {
            interactor.request(action: .send(title: "새 글", body: "본문"))
            #expect(await eventually { presenter.states.last?.phase != .sending })
        }
        #expect(
            presenter.states.last?.phase
                == .failed(message: "글을 보내지 못했습니다: 서버에 문제가 있습니다 (500). 나중에 다시 시도하세요. 쓴 내용은 그대로 있습니다. 다시 보내기에서 Enter를 누르세요."))
        #expect(presenter.states.last?.title == "새 글" && presenter.states.last?.body == "본문")
        #expect(listener.published.isEmpty)
        repository.createResult = .success("211")
        interactor.request(action: .send(title: "새 글", body: "본문"))
        #expect(await eventually { listener.published.count == 1 })
        #expect(repository.sent.count == 2)
    }

    @Test("Esc while sending cancels the request, keeps the text and says so; the late answer changes nothing")
    func cancelWhileSending() async {
        let repository = PostsRepositoryMock()
        repository.holdsCreate = true
        let (interactor, presenter, listener) = makeInteractor(repository: repository)
        await R.withLanguage(.english) {
            interactor.request(action: .send(title: "t", body: "b"))
            #expect(presenter.states.last?.phase == .sending)
            interactor.request(action: .send(title: "t", body: "b"))  // A second Enter while sending sends nothing more.
            interactor.request(action: .cancelSending)
            #expect(
                presenter.states.last
                    == PostComposerViewState(
                        title: "t", body: "b", storageNote: "Offline backend: your post is kept for this session only.",
                        phase: .editing(problem: "Sending was cancelled; your text is kept. The server may have received the post already.")))
            #expect(await eventually { repository.createsCancelled == 1 })
        }
        let shown = presenter.states.count
        for _ in 0..<50 { await Task.yield() }
        #expect(presenter.states.count == shown)
        #expect(listener.published.isEmpty)
        #expect(repository.sent.count == 1)
    }

    @Test("leaving hands the typed text back as a draft, and cancels a send on its way")
    func closeKeepsDraft() async {
        let repository = PostsRepositoryMock()
        repository.holdsCreate = true
        let (interactor, _, listener) = makeInteractor(repository: repository)
        interactor.request(action: .send(title: "제목", body: "본문"))
        interactor.request(action: .close(title: "제목", body: "본문"))
        #expect(listener.closedDrafts == [PostDraft(title: "제목", body: "본문")])
        #expect(await eventually { repository.createsCancelled == 1 })
        #expect(listener.published.isEmpty)
    }
}

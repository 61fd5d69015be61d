import FeatureDomainTestSupport
import FeatureUserInterface
import Network
import RIBs
import Resources
import Testing

@testable import FeatureDomain

extension PresentableMock: PostDetailPresentable where State == PostDetailViewState, Action == PostDetailViewAction {}

/// Counts how often the post was left.
@MainActor
final class PostDetailListenerMock: PostDetailListener {
    private(set) var closed = 0
    func postDetailDidClose() { closed += 1 }
}

/// A post that is missing or does not load, as the post's page tells it.
@MainActor
@Suite("PostDetail interactor", .timeLimit(.minutes(1)))
struct PostDetailInteractorTests {
    private func open(
        postID: String, _ repository: PostsRepositoryMock
    ) -> (PostDetailInteractor, PresentableMock<PostDetailViewState, PostDetailViewAction>) {
        let presenter = PresentableMock<PostDetailViewState, PostDetailViewAction>()
        let interactor = PostDetailInteractor(
            presenter: presenter, postID: postID, knownPost: nil, postsRepository: repository,
            memberDirectory: MemberDirectory(repository: MembersRepositoryMock()), linkCopier: LinkCopier(clipboard: ClipboardMock()))
        interactor.activate()
        interactor.request(action: .viewDidLoad)
        return (interactor, presenter)
    }

    @Test("a post that does not exist is \"not found\": no author, no comments section, nothing to retry")
    func missingPost() async {
        await R.withLanguage(.english) {
            let (interactor, presenter) = open(postID: "99999", PostsRepositoryMock())
            #expect(await eventually { presenter.states.last?.commentsStatus == .unavailable })
            let state = presenter.states.last
            #expect(state?.title == "Post not found")
            #expect(state?.author == "")
            #expect(state?.body.contains("99999") == true)
            let shown = presenter.states.count
            interactor.request(action: .retry)
            #expect(presenter.states.count == shown, "nothing to load again")
            interactor.deactivate()
        }
    }

    @Test("a post that did not load says why and offers retry, which loads it with its author and comments")
    func failedPostRetries() async {
        await R.withLanguage(.english) {
            let repository = PostsRepositoryMock()
            repository.postError = .httpStatus(code: 500, bodyExcerpt: "")
            let (interactor, presenter) = open(postID: "2", repository)
            #expect(await eventually { presenter.states.last?.commentsStatus == .postFailed })
            #expect(presenter.states.last?.title == "Could not load the post")
            repository.postError = nil
            interactor.request(action: .retry)
            #expect(await eventually { presenter.states.last?.commentsStatus == .loaded })
            let state = presenter.states.last
            #expect(state?.title == "Morning run")
            #expect(state?.author == "Ada Brooks")
            interactor.deactivate()
        }
    }
}

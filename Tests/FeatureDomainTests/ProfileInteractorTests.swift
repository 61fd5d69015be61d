import FeatureDomainTestSupport
import FeatureUserInterface
import Network
import RIBs
import Resources
import Testing

@testable import FeatureDomain

/// Records what LoggedIn hears from the profile.
@MainActor
private final class ProfileListenerMock: ProfileListener {
    private(set) var closeCount = 0
    private(set) var endSessionCount = 0
    func profileDidClose() { closeCount += 1 }
    func profileDidEndSession() { endSessionCount += 1 }
}

@MainActor
@Suite("Profile interactor", .timeLimit(.minutes(1)))
struct ProfileInteractorTests {
    typealias Presenter = PresentableMock<ProfileViewState, ProfileViewAction>

    /// Ada as the backend knows her now: she moved since she signed in.
    static let freshAda = Member(id: "7", name: "Ada Brooks", username: "ada", email: "ada@example.com", city: "Busan")

    @MainActor private static let detectorOff: LeakDetector = {
        let detector = LeakDetector()
        detector.isEnabled = false
        return detector
    }()

    private let directory = TemporaryDirectory()
    private var store: AppStore { AppStore(files: JSONFileStore(directory: directory.url)) }

    private func makeInteractor(
        _ repository: any MembersRepository, isReadOnly: Bool = false
    ) -> (ProfileInteractor, Presenter, ProfileListenerMock) {
        let presenter = Presenter()
        let listener = ProfileListenerMock()
        // The tests keep the presenter to read its states after dropping the interactor, which on
        // a busy main actor can outlast the leak detector's 1 s: a detector of their own, off.
        let interactor = LeakDetector.$current.withValue(Self.detectorOff) {
            ProfileInteractor(
                presenter: presenter, member: Member.samples[1], membersRepository: repository, store: store, isReadOnly: isReadOnly)
        }
        interactor.listener = listener
        return (interactor, presenter, listener)
    }

    /// An active profile whose refresh from the backend has been presented.
    private func refreshed(
        _ repository: MembersRepositoryMock = MembersRepositoryMock(.success([freshAda])), isReadOnly: Bool = false
    ) async -> (ProfileInteractor, Presenter, ProfileListenerMock) {
        let made = makeInteractor(repository, isReadOnly: isReadOnly)
        made.0.activate()
        _ = await eventually { made.1.states.count == 1 }
        return made
    }

    private var freshState: ProfileViewState { ProfileInteractor.state(of: Self.freshAda) }

    @Test("becomes its presenter's listener")
    func listensToPresenter() {
        let (interactor, presenter, _) = makeInteractor(MembersRepositoryMock())
        #expect(presenter.listener === interactor)
    }

    @Test("once active, shows the member as the backend knows them now")
    func refreshesTheMember() async {
        let (_, presenter, _) = await refreshed()
        #expect(presenter.states == [freshState])
        #expect(presenter.states.first?.city == "Busan")
    }

    @Test("a backend that cannot be asked leaves the details saved at sign-in on screen")
    func refreshFails() async {
        let repository = MembersRepositoryMock(.failure(.timeout(seconds: 5)))
        let (interactor, presenter, _) = makeInteractor(repository)
        interactor.activate()
        // The backend was asked, and its failure had its turns to show anything.
        #expect(await eventually { repository.memberCallCount == 1 })
        for _ in 0..<50 { await Task.yield() }
        #expect(presenter.states.isEmpty)
        // The member's own profile keeps what it was built with: the details saved at sign-in.
        #expect(interactor.isActive)
    }

    @Test("Log out asks first: the confirmation is in the state, and the parent hears nothing yet")
    func logoutAsksFirst() async {
        let (interactor, presenter, listener) = await refreshed()
        interactor.request(action: .request(.logout))
        var asking = freshState
        asking.pendingConfirmation = .logout
        #expect(presenter.states.last == asking)
        #expect(listener.endSessionCount == 0)
    }

    @Test("cancelling a confirmation shows the profile as it was, and nothing else happens", arguments: [ProfileViewState.Confirmation.logout, .deleteAccount])
    func cancel(confirmation: ProfileViewState.Confirmation) async {
        let repository = MembersRepositoryMock(.success([Self.freshAda]))
        let (interactor, presenter, listener) = await refreshed(repository)
        interactor.request(action: .request(confirmation))
        interactor.request(action: .cancelConfirmation)
        #expect(presenter.states.last == freshState)
        #expect(listener.endSessionCount == 0)
        #expect(listener.closeCount == 0)
        #expect(repository.deletedIDs.isEmpty)
    }

    @Test("confirming the logout ends the session, deletes nothing and keeps the member's saved data")
    func confirmLogout() async {
        store.saveScore(Score(player1Score: 2), memberID: "7", guest: "Noah")
        let repository = MembersRepositoryMock(.success([Self.freshAda]))
        let (interactor, _, listener) = await refreshed(repository)
        interactor.request(action: .request(.logout))
        interactor.request(action: .confirm(.logout))
        #expect(listener.endSessionCount == 1)
        #expect(repository.deletedIDs.isEmpty)
        #expect(store.loadScore(memberID: "7", guest: "Noah") == Score(player1Score: 2))
    }

    @Test("confirming the deletion shows the work, deletes on the backend, then the saved data, then ends the session")
    func confirmDelete() async {
        store.saveScore(Score(player1Score: 2), memberID: "7", guest: "Noah")
        let repository = MembersRepositoryMock(.success([Self.freshAda]))
        let (interactor, presenter, listener) = await refreshed(repository)
        interactor.request(action: .request(.deleteAccount))
        interactor.request(action: .confirm(.deleteAccount))
        var working = freshState
        working.isWorking = true
        #expect(presenter.states.last == working)
        #expect(await eventually { listener.endSessionCount == 1 })
        #expect(repository.deletedIDs == ["7"])
        #expect(store.loadScore(memberID: "7", guest: "Noah") == Score())
    }

    @Test("a failed deletion keeps the session and the saved data and says why")
    func deleteFails() async {
        await R.withLanguage(.english) {
            store.saveScore(Score(player1Score: 2), memberID: "7", guest: "Noah")
            let repository = MembersRepositoryMock(.success([Self.freshAda]))
            repository.deleteResult = .failure(.httpStatus(code: 500, bodyExcerpt: ""))
            let (interactor, presenter, listener) = await refreshed(repository)
            interactor.request(action: .request(.deleteAccount))
            interactor.request(action: .confirm(.deleteAccount))
            #expect(await eventually { presenter.states.last?.isWorking == false })
            var failed = freshState
            failed.errorMessage = R.string.profile.deleteFailed(NetworkError.httpStatus(code: 500, bodyExcerpt: "").localizedMessage)
            #expect(presenter.states.last == failed)
            #expect(presenter.states.last?.errorMessage?.hasPrefix("The account was not deleted: ") == true)
            #expect(listener.endSessionCount == 0)
            #expect(store.loadScore(memberID: "7", guest: "Noah") == Score(player1Score: 2))
            // Asking again clears the message.
            interactor.request(action: .request(.deleteAccount))
            #expect(presenter.states.last?.errorMessage == nil)
        }
    }

    /// An active profile whose deletion is confirmed and held on its way to `repository`.
    private func deletionHeld(_ repository: HeldMembersRepositoryMock) async -> (ProfileInteractor, Presenter, ProfileListenerMock) {
        repository.holdsReads = false
        let (interactor, presenter, listener) = makeInteractor(repository)
        interactor.activate()
        #expect(await eventually { presenter.states.count == 1 })
        interactor.request(action: .request(.deleteAccount))
        interactor.request(action: .confirm(.deleteAccount))
        #expect(await eventually { repository.isHolding })
        return (interactor, presenter, listener)
    }

    @Test("while the deletion runs, every action is ignored")
    func busyWhileDeleting() async {
        let repository = HeldMembersRepositoryMock(.success([Self.freshAda]))
        let (interactor, presenter, listener) = await deletionHeld(repository)
        let shown = presenter.states.count
        interactor.request(action: .back)
        interactor.request(action: .request(.logout))
        interactor.request(action: .confirm(.logout))
        #expect(presenter.states.count == shown)
        #expect(listener.closeCount == 0)
        #expect(listener.endSessionCount == 0)
        repository.release()
        #expect(await eventually { listener.endSessionCount == 1 })
        #expect(repository.deletedIDs == ["7"])
    }

    /// Ada's saved score, then a deletion confirmed and held on its way to `repository`, then
    /// the screen closed and let go, as a link that routes elsewhere does. Returns the listener
    /// (Profile's parent, which outlives it).
    private func deletionHeldThenScreenClosed(_ repository: HeldMembersRepositoryMock) async -> ProfileListenerMock {
        store.saveScore(Score(player1Score: 2), memberID: "7", guest: "Noah")
        let (interactor, _, listener) = await deletionHeld(repository)
        interactor.deactivate()
        return listener
    }

    @Test("a deletion under way is seen through when the screen is closed meanwhile (a link opened elsewhere): the data is wiped and the session ends")
    func deletionOutlivesTheScreen() async {
        let repository = HeldMembersRepositoryMock(.success([Self.freshAda]))
        let listener = await deletionHeldThenScreenClosed(repository)
        repository.release()
        #expect(await eventually { listener.endSessionCount == 1 })
        #expect(repository.deletedIDs == ["7"])
        #expect(store.deletedMemberIDs().contains("7"))
        #expect(store.loadScore(memberID: "7", guest: "Noah") == Score())
    }

    @Test("a deletion that fails after the screen was closed changes nothing and ends no session")
    func failedDeletionAfterTheScreenClosed() async {
        let repository = HeldMembersRepositoryMock(.success([Self.freshAda]))
        repository.deleteResult = .failure(.httpStatus(code: 500, bodyExcerpt: ""))
        let listener = await deletionHeldThenScreenClosed(repository)
        repository.release()
        #expect(await eventually { !repository.isHolding })
        for _ in 0..<20 { await Task.yield() }
        #expect(listener.endSessionCount == 0)
        #expect(!store.deletedMemberIDs().contains("7"))
        #expect(store.loadScore(memberID: "7", guest: "Noah") == Score(player1Score: 2))
    }

    @Test("Back tells the parent the screen closed")
    func back() async {
        let (interactor, _, listener) = await refreshed()
        interactor.request(action: .back)
        #expect(listener.closeCount == 1)
        #expect(listener.endSessionCount == 0)
    }

    @Test("another member's profile offers only Back: logout and deletion are ignored, even confirmed")
    func readOnly() async {
        let repository = MembersRepositoryMock(.success([Self.freshAda]))
        let (interactor, presenter, listener) = await refreshed(repository, isReadOnly: true)
        #expect(presenter.states.last?.isReadOnly == true)
        for action in [ProfileViewAction.request(.logout), .confirm(.logout), .request(.deleteAccount), .confirm(.deleteAccount)] {
            interactor.request(action: action)
        }
        #expect(presenter.states.count == 1)
        #expect(listener.endSessionCount == 0)
        #expect(repository.deletedIDs.isEmpty)
        interactor.request(action: .back)
        #expect(listener.closeCount == 1)
    }

    @Test("another member the backend does not know is said to be missing; one it cannot fetch says why")
    func readOnlyMissingOrUnreachable() async {
        await R.withLanguage(.english) {
            let (_, presenter, _) = await refreshed(MembersRepositoryMock(.success([])), isReadOnly: true)
            #expect(presenter.states.last?.errorMessage == "There is no member 7.")
            let (_, failed, _) = await refreshed(MembersRepositoryMock(.failure(.httpStatus(code: 500, bodyExcerpt: ""))), isReadOnly: true)
            #expect(failed.states.last?.errorMessage?.hasPrefix("The profile could not be loaded: ") == true)
        }
    }

    @Test("a refresh from the backend that arrives while the deletion runs keeps the screen busy")
    func refreshDuringDeletion() async {
        let repository = HeldMembersRepositoryMock(.success([Self.freshAda]))
        let (interactor, presenter, listener) = makeInteractor(repository)
        interactor.activate()
        #expect(await eventually { repository.isHolding })
        interactor.request(action: .request(.deleteAccount))
        interactor.request(action: .confirm(.deleteAccount))
        #expect(await eventually { repository.deletedIDs == ["7"] })
        #expect(presenter.states.last?.isWorking == true)
        repository.releaseReads()
        #expect(await eventually { presenter.states.count == 3 })
        #expect(presenter.states.last?.isWorking == true)
        #expect(presenter.states.last?.email == Self.freshAda.email, "the refresh itself is shown")
        interactor.request(action: .back)
        #expect(listener.closeCount == 0)
        repository.release()
        #expect(await eventually { listener.endSessionCount == 1 })
    }
}

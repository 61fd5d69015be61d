import FeatureDomainTestSupport
import FeatureUserInterface
import Network
import Resources
import Testing

@testable import FeatureDomain

/// Records what the root hears from the sign-in screen.
@MainActor
private final class LoggedOutListenerMock: LoggedOutListener {
    private(set) var sessions: [PlayerSession] = []
    func didLogin(session: PlayerSession) { sessions.append(session) }
}

@MainActor
@Suite("LoggedOut interactor", .timeLimit(.minutes(1)))
struct LoggedOutInteractorTests {
    typealias Presenter = PresentableMock<LoggedOutViewState, LoggedOutViewAction>

    private func makeInteractor(_ repository: any MembersRepository) -> (LoggedOutInteractor, Presenter, LoggedOutListenerMock) {
        let presenter = Presenter()
        let listener = LoggedOutListenerMock()
        let interactor = LoggedOutInteractor(
            presenter: presenter, membersRepository: repository, store: AppStore(files: JSONFileStore(directory: TemporaryDirectory().url)))
        interactor.listener = listener
        interactor.activate()
        return (interactor, presenter, listener)
    }

    /// Signs in with `player1` and `player2` and waits until the names are checked.
    private func signIn(
        _ player1: String, _ player2: String = "", repository: MembersRepositoryMock = MembersRepositoryMock()
    ) async -> (Presenter, LoggedOutListenerMock) {
        let (interactor, presenter, listener) = makeInteractor(repository)
        interactor.request(action: .login(player1Name: player1, player2Name: player2))
        _ = await eventually { presenter.states.last?.isSigningIn == false }
        return (presenter, listener)
    }

    @Test("becomes its presenter's listener")
    func listensToPresenter() {
        let (interactor, presenter, _) = makeInteractor(MembersRepositoryMock())
        #expect(presenter.listener === interactor)
    }

    @Test(
        "player 1 signs in as the member whose username or full name they typed, in any case, spaces trimmed",
        arguments: ["ada", "ADA", "  Ada  ", "Ada Brooks", "ada brooks", " ADA BROOKS "])
    func signsInAMember(typed: String) async {
        let (presenter, listener) = await signIn(typed, "Grace")
        #expect(listener.sessions == [PlayerSession(member: Member.samples[1], player2Name: "Grace")])
        #expect(presenter.states.last == LoggedOutViewState(player1Name: typed.trimmingCharacters(in: .whitespaces), player2Name: "Grace"))
    }

    @Test("a member with a Korean name signs in by that name")
    func koreanName() async {
        let (_, listener) = await signIn("김민준")
        #expect(listener.sessions.map(\.member.id) == ["1"])
    }

    @Test("player 2's name is trimmed; an empty or blank player 2 plays as the localised \"Player 2\"")
    func player2Names() async {
        await R.withLanguage(.english) {
            let (_, named) = await signIn("ada", "  Grace ")
            #expect(named.sessions.map(\.player2Name) == ["Grace"])
            let (_, blank) = await signIn("ada", "   ")
            #expect(blank.sessions.map(\.player2Name) == ["Player 2"])
        }
        await R.withLanguage(.korean) {
            let (_, empty) = await signIn("ada")
            #expect(empty.sessions.map(\.player2Name) == [R.string.login.defaultPlayer2()])
            #expect(empty.sessions.first?.player2Name != "Player 2")
        }
    }

    @Test("an unknown name is refused on the screen with examples of usernames, and the parent hears nothing")
    func unknownMember() async {
        await R.withLanguage(.english) {
            let repository = MembersRepositoryMock()
            let (presenter, listener) = await signIn("nobody", "Grace", repository: repository)
            #expect(listener.sessions.isEmpty)
            #expect(repository.membersCallCount == 1)
            #expect(
                presenter.states.last
                    == LoggedOutViewState(
                        player1Name: "nobody", player2Name: "Grace",
                        validationMessage: "No member is called “nobody”. Try a username such as minjun, ada, noahp."))
        }
    }

    @Test("a name of more than 40 characters is refused at once, for either player; 40 are fine")
    func overlongNames() async {
        await R.withLanguage(.english) {
            let long = String(repeating: "가", count: 41)
            // Two letters, each carrying 600 marks: few characters, but more bytes than any file takes.
            let heavy = String(repeating: "a" + String(repeating: "\u{301}", count: 600), count: 2)
            for (player1, player2) in [("ada", long), (long, "Grace"), ("ada", heavy)] {
                let repository = MembersRepositoryMock()
                let (interactor, presenter, listener) = makeInteractor(repository)
                interactor.request(action: .login(player1Name: player1, player2Name: player2))
                #expect(presenter.states.last?.validationMessage == "A name has at most 40 characters.")
                #expect(listener.sessions.isEmpty)
                #expect(repository.membersCallCount == 0)
            }
            let (_, listener) = await signIn("ada", String(repeating: "가", count: 40))
            #expect(listener.sessions.count == 1)
        }
    }

    @Test("a part of a name is not a name: \"Ada B\" and \"ad\" are refused")
    func partialNames() async {
        for typed in ["Ada B", "ad"] {
            let (presenter, listener) = await signIn(typed)
            #expect(listener.sessions.isEmpty)
            #expect(presenter.states.last?.validationMessage != nil)
        }
    }

    @Test("an empty or blank player 1 is refused at once, without asking for the members", arguments: ["", "   "])
    func emptyPlayer1(typed: String) {
        R.withLanguage(.english) {
            let repository = MembersRepositoryMock()
            let (interactor, presenter, listener) = makeInteractor(repository)
            interactor.request(action: .login(player1Name: typed, player2Name: "Grace"))
            #expect(
                presenter.states
                    == [
                        LoggedOutViewState(
                            player1Name: "", player2Name: "Grace", validationMessage: "Enter player 1's name: a member's username or full name.")
                    ])
            #expect(repository.membersCallCount == 0)
            #expect(listener.sessions.isEmpty)
        }
    }

    @Test("while the names are checked the spinner shows and nothing is signed in; the answer ends the spinner")
    func spinnerWhileChecking() async {
        let repository = HeldMembersRepositoryMock()
        let (interactor, presenter, listener) = makeInteractor(repository)
        interactor.request(action: .login(player1Name: "ada", player2Name: "Grace"))
        #expect(presenter.states == [LoggedOutViewState(player1Name: "ada", player2Name: "Grace", isSigningIn: true)])
        #expect(await eventually { repository.isHolding })
        #expect(listener.sessions.isEmpty)
        #expect(presenter.states.count == 1)
        repository.release()
        #expect(await eventually { listener.sessions.count == 1 })
        #expect(presenter.states.last == LoggedOutViewState(player1Name: "ada", player2Name: "Grace"))
    }

    @Test("a second login while the first is checked replaces it: only the last names sign in, once")
    func secondLoginReplacesFirst() async {
        let repository = HeldMembersRepositoryMock()
        let (interactor, presenter, listener) = makeInteractor(repository)
        interactor.request(action: .login(player1Name: "nobody", player2Name: ""))
        #expect(await eventually { repository.isHolding })
        interactor.request(action: .login(player1Name: "noahp", player2Name: "Grace"))
        repository.release()
        #expect(await eventually { listener.sessions.count == 1 })
        for _ in 0..<20 { await Task.yield() }
        #expect(listener.sessions.map(\.member.id) == ["8"])
        #expect(presenter.states.allSatisfy { $0.validationMessage == nil })
    }

    @Test("members that cannot be fetched show why on the screen, and nobody is signed in")
    func repositoryFailure() async {
        await R.withLanguage(.english) {
            let repository = MembersRepositoryMock(.failure(.timeout(seconds: 5)))
            let (presenter, listener) = await signIn("ada", "Grace", repository: repository)
            #expect(listener.sessions.isEmpty)
            #expect(
                presenter.states.last
                    == LoggedOutViewState(
                        player1Name: "ada", player2Name: "Grace",
                        validationMessage: R.string.login.errorMembersUnavailable(NetworkError.timeout(seconds: 5).localizedMessage)))
            #expect(presenter.states.last?.validationMessage?.hasPrefix("Could not check the members: ") == true)
        }
    }

    @Test("after a refusal, a corrected name signs in")
    func retryAfterRefusal() async {
        let repository = MembersRepositoryMock(.failure(.timeout(seconds: 5)))
        let (interactor, presenter, listener) = makeInteractor(repository)
        interactor.request(action: .login(player1Name: "ada", player2Name: ""))
        #expect(await eventually { presenter.states.last?.validationMessage != nil })
        repository.result = .success(Member.samples)
        interactor.request(action: .login(player1Name: "ada", player2Name: ""))
        #expect(await eventually { listener.sessions.count == 1 })
        #expect(presenter.states.last?.validationMessage == nil)
    }

    @Test("viewDidLoad presents nothing and asks for nothing")
    func viewDidLoad() {
        let repository = MembersRepositoryMock()
        let (interactor, presenter, _) = makeInteractor(repository)
        interactor.request(action: .viewDidLoad)
        #expect(presenter.states.isEmpty)
        #expect(repository.membersCallCount == 0)
    }
}

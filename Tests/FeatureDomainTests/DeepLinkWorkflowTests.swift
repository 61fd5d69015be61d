import FeatureDomainTestSupport
import Foundation
import RIBs
import Resources
import Testing

@testable import FeatureDomain

@MainActor
@Suite("Deep link workflows", .timeLimit(.minutes(1)))
struct DeepLinkWorkflowTests {
    /// Records the calls a workflow makes, in order.
    final class Recorder {
        var events: [String] = []
    }

    final class RootItemMock: RootActionableItem {
        let recorder: Recorder
        let loggedIn: LoggedInItemMock
        init(recorder: Recorder) {
            self.recorder = recorder
            loggedIn = LoggedInItemMock(recorder: recorder)
        }
        func waitForLogin() async throws -> (any LoggedInActionableItem, Void) {
            recorder.events.append("waitForLogin")
            return (loggedIn, ())
        }
    }

    final class LoggedInItemMock: LoggedInActionableItem {
        let recorder: Recorder
        var failure: (any Error)?
        init(recorder: Recorder) { self.recorder = recorder }
        func launchGame(with launch: GameLaunch) async throws -> (any LoggedInActionableItem, Void) {
            recorder.events.append("launchGame(\(launch.game), \(launch.inviteCode ?? "-"))")
            if let failure { throw failure }
            return (self, ())
        }
        func showPost(id: Int) async throws -> (any LoggedInActionableItem, Void) {
            recorder.events.append("showPost(\(id))")
            return (self, ())
        }
        func showProfile(userID: Int) async throws -> (any LoggedInActionableItem, Void) {
            recorder.events.append("showProfile(\(userID))")
            return (self, ())
        }
        func showPromotion(code: String) async throws -> (any LoggedInActionableItem, Void) {
            recorder.events.append("showPromotion(\(code))")
            return (self, ())
        }
        func showBook(id: Int) async throws -> (any LoggedInActionableItem, Void) {
            recorder.events.append("showBook(\(id))")
            return (self, ())
        }
    }

    struct StepFailed: Error {}

    @Test(
        "each link's steps run in order: wait for login, then the link's step, then the workflow completes",
        arguments: [
            (DeepLink.launchGame(.ticTacToe, inviteCode: "ABC123"), "launchGame(ticTacToe, ABC123)"),
            (.post(id: 42), "showPost(42)"),
            (.profile(userID: 3), "showProfile(3)"),
            (.promotion(code: "SUMMER2024"), "showPromotion(SUMMER2024)"),
            (.book(id: 7), "showBook(7)"),
        ])
    func stepOrder(link: DeepLink, step: String) async throws {
        let recorder = Recorder()
        var endings: [DeepLinkWorkflow.Ending] = []
        let workflow = DeepLinkWorkflow(link: link) { endings.append($0) }
        await workflow.subscribe(RootItemMock(recorder: recorder)).value
        #expect(recorder.events == ["waitForLogin", step])
        #expect(endings == [.completed])
    }

    @Test("a failing step ends the workflow with its error, not a completion")
    func failingStep() async throws {
        let recorder = Recorder()
        let root = RootItemMock(recorder: recorder)
        root.loggedIn.failure = LoggedInRouteError(description: "no game entry")
        var endings: [DeepLinkWorkflow.Ending] = []
        let workflow = DeepLinkWorkflow(link: .launchGame(.ticTacToe, inviteCode: nil)) { endings.append($0) }
        await workflow.subscribe(root).value
        #expect(endings == [.failed("no game entry")])
    }

    @Test("a promotion link opens the promotion with its code; a book link opens the shelf, then the book")
    func promotionAndBook() async throws {
        try await R.withLanguage(.english) {
            let app = AppHarness(directory: TemporaryDirectory().url)
            #expect(app.deepLinks.handle(.promotion(code: "WELCOME10")) == .waitingForLogin(.promotion(code: "WELCOME10"), replacedEarlierLink: false))
            // The sign-in screen names the code too, so the landing is the promotion's own text.
            #expect(await app.signIn("ada", "Noah", landingOn: R.string.promo.fromLink()))
            let loggedIn = try #require(app.root.children.first as? LoggedInRouter)
            #expect(loggedIn.children.last is PromotionRouter)
            _ = app.deepLinks.handle(.book(id: 1))
            #expect(await app.waitFor("Add to cart"))
            let books = try #require(loggedIn.children.last as? BooksRouter)
            #expect(books.children.count == 1)
            #expect(!loggedIn.children.contains { $0 is PromotionRouter })
        }
    }

    @Test("logged out → a game link waits → sign in → the game is on screen with its invite code")
    func waitsForLoginThenLaunchesGame() async throws {
        try await R.withLanguage(.english) {
            let directory = TemporaryDirectory()
            let app = AppHarness(directory: directory.url)
            let link = DeepLink.launchGame(.ticTacToe, inviteCode: "ABC123")
            #expect(app.deepLinks.handle(link) == .waitingForLogin(link, replacedEarlierLink: false))
            for _ in 0..<50 { await Task.yield() }
            #expect(app.text.contains("Login"))
            // The sign-in screen says what waits for it.
            #expect(app.text.contains("A link is waiting: Tic Tac Toe · ABC123"), "\(app.text)")
            #expect(await app.signIn("ADA", "Noah", landingOn: "Invite code: ABC123"))
            #expect(app.text.contains("Ada Brooks's turn (X)"))
            // The game sits on the lobby, as if the user had chosen it: Esc goes back to the lobby.
            let loggedIn = try #require(app.root.children.first as? LoggedInRouter)
            #expect(loggedIn.children.map { String(describing: type(of: $0)) } == ["MainMenuRouter", "OffGameRouter", "TicTacToeRouter"])
            #expect(app.root.interactable.isActive)
            _ = directory
        }
    }

    @Test("a link that has run is done: it ends as completed, and signed out again no link is said to wait or to be replaced")
    func finishedLinkIsForgotten() async throws {
        try await R.withLanguage(.english) {
            let directory = TemporaryDirectory()
            let app = AppHarness(directory: directory.url)
            let rootInteractor = try #require(app.root.interactable as? RootInteractor)
            let link = DeepLink.launchGame(.ticTacToe, inviteCode: "ABC123")
            // Handled and forgotten, as the app handles a link: nothing in the test keeps the workflow.
            #expect(app.deepLinks.handle(link) == .waitingForLogin(link, replacedEarlierLink: false))
            #expect(await app.signIn("ADA", "Noah", landingOn: "Invite code: ABC123"))
            #expect(await eventually { rootInteractor.lastLinkEnding == .completed })
            rootInteractor.didLogOut()
            #expect(app.text.contains("Login"))
            #expect(!app.text.contains("A link is waiting"), "\(app.text)")
            let next = DeepLink.post(id: 3)
            #expect(app.deepLinks.handle(next) == .waitingForLogin(next, replacedEarlierLink: false))
            _ = directory
        }
    }

    @Test("a second link while the first waits for login replaces it: only the second runs")
    func replacedWhileWaiting() async throws {
        try await R.withLanguage(.english) {
            let directory = TemporaryDirectory()
            let app = AppHarness(directory: directory.url)
            let game = DeepLink.launchGame(.ticTacToe, inviteCode: nil)
            let profile = DeepLink.profile(userID: 2)
            #expect(app.deepLinks.handle(game) == .waitingForLogin(game, replacedEarlierLink: false))
            #expect(app.deepLinks.handle(profile) == .waitingForLogin(profile, replacedEarlierLink: true))
            // The first link's run ends, cancelled: that must not say the second no longer waits.
            for _ in 0..<50 { await Task.yield() }
            #expect(app.text.contains("A link is waiting"), "\(app.text)")
            #expect(await app.signIn("ADA", "Noah", landingOn: "read-only"))
            let loggedIn = try #require(app.root.children.first as? LoggedInRouter)
            #expect(loggedIn.children.map { String(describing: type(of: $0)) } == ["MainMenuRouter", "ProfileRouter"])
            _ = directory
        }
    }

    @Test("signed in: a post link opens the board, then the post, at once")
    func postWhenSignedIn() async throws {
        try await R.withLanguage(.english) {
            let directory = TemporaryDirectory()
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("ADA", "Noah"))
            #expect(app.deepLinks.handle(.post(id: 42)) == .opening(.post(id: 42)))
            let loggedIn = try #require(app.root.children.first as? LoggedInRouter)
            #expect(await app.waitFor("Comments"))
            let board = try #require(loggedIn.children.last)
            #expect(String(describing: type(of: board)) == "BoardRouter")
            #expect(board.children.map { String(describing: type(of: $0)) } == ["PostDetailRouter"])
            _ = directory
        }
    }

    @Test("the signed-in member's own profile link opens the full profile, not the read-only one")
    func ownProfile() async throws {
        try await R.withLanguage(.english) {
            let directory = TemporaryDirectory()
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("ADA", "Noah"))
            let ada = try #require(Member.samples.first { $0.name == "Ada Brooks" })
            _ = app.deepLinks.handle(.profile(userID: try #require(Int(ada.id))))
            #expect(await app.waitFor("Delete account"))
            #expect(!app.text.contains("read-only"))
            _ = directory
        }
    }
}

import DesignSystem
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import RIBs
import Resources
import Testing

@testable import FeatureDomain

@MainActor
@Suite("The app end to end, through its real RIB tree", .timeLimit(.minutes(1)))
struct AppEndToEndTests {
    @Test("sign in, open the lobby, win a game, see 1-0, quit; a restart is still signed in with the score")
    func playAndRestart() async throws {
        let directory = TemporaryDirectory()
        try await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(app.text.contains("Login"))
            #expect(await app.signIn("ADA", "Noah"))
            #expect(app.text.contains("Hello, Ada Brooks and Noah"))

            app.send(.enter)  // The first entry is the game.
            #expect(app.text.contains("Game lobby"))
            #expect(app.text.contains("Ada Brooks (0)"))
            app.send(.enter)  // Tic Tac Toe.
            #expect(app.text.contains("Ada Brooks's turn (X)"))
            for key in ["1", "4", "2", "5", "3"] { app.type(key) }
            #expect(app.text.contains("Ada Brooks Won!"))
            app.send(.enter)  // OK on the result.
            #expect(app.text.contains("Game lobby"))
            #expect(await app.waitFor("Ada Brooks (1)"))
            #expect(app.text.contains("Noah (0)"))
            app.send(.character("q"))
            #expect(app.screen.didRequestQuit)

            let restarted = AppHarness(directory: directory.url)
            #expect(restarted.text.contains("Main menu"))
            restarted.send(.enter)
            #expect(restarted.text.contains("Ada Brooks (1)"))
            #expect(restarted.text.contains("Noah (0)"))
            _ = try #require(restarted.root.children.first as? LoggedInRouter)
        }
    }

    @Test("an unknown member is refused on the screen and nothing else happens")
    func unknownMember() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            app.type("nobody")
            app.send(.tab, .tab, .enter)
            #expect(await app.waitFor("No member is called “nobody”"))
            #expect(app.text.contains("Login"))
            #expect(app.root.children.count == 1)
            #expect(app.root.children.first is LoggedOutRouter)
            #expect(app.dependency.store.loadSession() == nil)
        }
    }

    @Test("Escape from an entry returns to the menu and detaches the entry's RIB")
    func escapeReturnsToMenu() async throws {
        let directory = TemporaryDirectory()
        try await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, numbers: [3])
            #expect(await app.signIn("minjun", ""))
            #expect(app.text.contains("and Player 2"))
            app.type("4")  // Lucky number.
            #expect(app.text.contains("Welcome"))
            let loggedIn = try #require(app.root.children.first as? LoggedInRouter)
            #expect(loggedIn.children.count == 2)
            app.send(.escape)
            #expect(app.text.contains("Main menu"))
            #expect(loggedIn.children.count == 1)
            #expect(loggedIn.children.first is MainMenuRouter)
        }
    }

    @Test("logging out detaches the whole logged-in subtree and releases it")
    func logOutReleasesSubtree() async throws {
        let directory = TemporaryDirectory()
        try await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("noahp", "Ada"))
            app.send(.enter, .enter)  // The lobby, then a game.
            let rootInteractor = try #require(app.root.interactable as? RootInteractor)
            weak var weakRouter: AnyObject?
            weak var weakInteractor: AnyObject?
            var weakObjects: [() -> AnyObject?] = []
            do {
                let loggedIn = try #require(app.root.children.first as? LoggedInRouter)
                weakRouter = loggedIn
                weakInteractor = loggedIn.interactable
                for router in [loggedIn] + app.routers(below: loggedIn) {
                    weak let router = router as AnyObject
                    weak let interactor = (router as? any Routing)?.interactable
                    weak let view = (router as? any ViewableRouting)?.viewControllable
                    weakObjects += [{ router }, { interactor }, { view }]
                }
                #expect(weakObjects.count == 12)
            }
            rootInteractor.didLogOut()
            #expect(app.text.contains("Login"))
            #expect(app.root.children.first is LoggedOutRouter)
            #expect(weakRouter == nil)
            #expect(weakInteractor == nil)
            #expect(weakObjects.allSatisfy { $0() == nil })
            #expect(app.dependency.store.loadSession() == nil)
        }
    }

    @Test("a corrupt session file is moved aside, reported once on screen, and the app starts signed out")
    func corruptSession() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: directory.url.appendingPathComponent("session.json"))
        R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(app.text.contains("About your saved data"))
            #expect(app.text.contains("session.json"))
            app.send(.enter)
            #expect(!app.text.contains("About your saved data"))
            #expect(app.text.contains("Login"))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names.contains { $0.hasPrefix("session.json.corrupt-") })
    }

    @Test("a scores file first read when the lobby opens, and found corrupt, is reported on screen then too")
    func corruptScoresReportedLate() async throws {
        let directory = TemporaryDirectory()
        try await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("ada", "Noah"))
            try Data("xx".utf8).write(to: directory.url.appendingPathComponent("scores-7.json"))
            app.send(.enter)  // The game lobby reads the scores.
            #expect(await app.waitFor("About your saved data"))
            #expect(app.text.contains("scores-7.json"))
            app.send(.enter)
            #expect(app.text.contains("Game lobby"))
            #expect(app.text.contains("Ada Brooks (0)"))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names.contains { $0.hasPrefix("scores-7.json.corrupt-") })
    }

    @Test("a new guest starts from zero against the member; the earlier guest's wins come back with their name")
    func guestScoresAreTheirOwn() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("ada", "Bob"))
            app.send(.enter, .enter)
            for key in ["1", "4", "2", "5", "7", "6"] { app.type(key) }  // O (Bob) wins the middle row.
            #expect(app.text.contains("Bob Won!"))
            app.send(.enter)
            #expect(await app.waitFor("Bob (1)"))
            app.send(.escape)  // Back to the menu.
            app.type("3")  // Profile.
            app.send(.enter, .right, .enter)  // Log out, confirmed.
            #expect(await app.waitFor("Login"))

            #expect(await app.signIn("ada", "Eve"))
            app.send(.enter)
            #expect(app.text.contains("Game lobby"))
            #expect(app.text.contains("Ada Brooks (0)"))
            #expect(app.text.contains("Eve (0)"))
        }
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            app.type("3")
            app.send(.enter, .right, .enter)
            #expect(await app.waitFor("Login"))
            #expect(await app.signIn("ada", "bob"))
            app.send(.enter)
            #expect(app.text.contains("bob (1)"))
        }
    }

    @Test("the app works in Korean at 40x12")
    func koreanNarrow() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.korean) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 40, height: 12))
            app.type("김민준")
            app.send(.tab, .tab, .enter)
            #expect(await app.waitFor("메뉴"))
            #expect(app.screen.lines.count == 12)
            #expect(app.text.contains("플레이어 2"))
        }
    }

    @Test("Profile: cancel keeps you signed in; confirming logout shows the sign-in screen; sign in again")
    func profileLogout() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url)
            #expect(await app.signIn("ada", "Noah"))
            app.type("3")  // Profile.
            #expect(app.text.contains("Profile"))
            #expect(app.text.contains("Ada Brooks"))
            app.send(.enter)  // Log out…
            #expect(app.text.contains("Log out?"))
            app.send(.enter)  // The focus starts on Cancel.
            #expect(!app.text.contains("Log out?"))
            #expect(app.text.contains("Profile"))
            app.send(.enter, .right, .enter)
            #expect(app.text.contains("Login"))
            #expect(app.dependency.store.loadSession() == nil)
            #expect(await app.signIn("ada", "Noah"))
        }
    }

    @Test("Profile: deleting the account deletes it on the backend, wipes the member's data and signs out")
    func profileDelete() async throws {
        let directory = TemporaryDirectory()
        let members = MembersRepositoryMock()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, members: members)
            #expect(await app.signIn("ada", "Noah"))
            app.send(.enter, .enter)
            for key in ["1", "4", "2", "5", "3"] { app.type(key) }
            app.send(.enter, .escape)  // The result, then back to the menu.
            #expect(app.dependency.store.loadScore(memberID: "7", guest: "Noah") == Score(player1Score: 1, player2Score: 0))
            app.type("3")  // Profile.
            app.send(.tab, .enter)  // Delete account.
            #expect(app.text.contains("Delete your account?"))
            app.send(.right, .enter)
            #expect(await app.waitFor("Login"))
            #expect(members.deletedIDs == ["7"])
            #expect(app.dependency.store.loadScore(memberID: "7", guest: "Noah") == Score())
            #expect(app.dependency.store.loadSession() == nil)
        }
    }

    @Test("Profile: a failed deletion keeps everything and says why")
    func profileDeleteFails() async {
        let directory = TemporaryDirectory()
        let members = MembersRepositoryMock()
        members.deleteResult = .failure(.httpStatus(code: 500, bodyExcerpt: ""))
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, members: members)
            #expect(await app.signIn("ada", "Noah"))
            app.type("3")
            app.send(.tab, .enter, .right, .enter)
            #expect(await app.waitFor("The account was not deleted: The server had a problem (500)."))
            #expect(app.dependency.store.loadSession()?.member.id == "7")
            #expect(app.text.contains("Profile"))
        }
    }

    @Test("Board over the offline backend: a page with authors, more at the end, a post with comments, Esc back")
    func boardAndPost() async throws {
        let directory = TemporaryDirectory()
        try await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 100, height: 30))
            #expect(await app.signIn("ada", "Noah"))
            app.type("2")  // Board.
            #expect(await app.waitFor("20 of 210 posts"))
            let loggedIn = try #require(app.root.children.first as? LoggedInRouter)
            let board = try #require(loggedIn.children.last as? BoardRouter)
            app.send(.end)
            #expect(await app.waitFor("40 of 210 posts"))
            app.send(.home, .enter)
            #expect(board.children.count == 1)
            #expect(await app.waitFor("Comments ("))
            app.send(.escape)
            #expect(board.children.isEmpty)
            #expect(app.text.contains("40 of 210 posts"))
            app.send(.escape)
            #expect(app.text.contains("Main menu"))
            #expect(loggedIn.children.count == 1)
        }
    }
}

import DesignSystem
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import RIBs
import Resources
import Testing

@testable import FeatureDomain

/// A link that arrives while the member is in the middle of something, through the real tree:
/// a game in progress is asked about, a post being written is kept.
@MainActor
@Suite("Links over work in progress", .timeLimit(.minutes(1)))
struct LinkOverWorkTests {
    @Test("a link during a game in progress asks; Keep playing keeps the board, Open the link opens it")
    func linkDuringGame() async throws {
        let directory = TemporaryDirectory()
        try await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 80, height: 24))
            #expect(await app.signIn("ada", "Noah"))
            app.send(.enter, .enter)  // The lobby, then Tic Tac Toe.
            app.type("5")
            #expect(app.text.contains("Noah's turn (O)"))
            _ = app.deepLinks.handle(.book(id: 1))
            #expect(await app.waitFor("Leave the game for the link?"))
            app.send(.escape)  // Keep playing.
            for _ in 0..<50 { await Task.yield() }
            #expect(app.text.contains("Noah's turn (O)"), "\(app.text)")
            let loggedIn = try #require(app.root.children.first as? LoggedInRouter)
            #expect(loggedIn.children.last is TicTacToeRouter)

            _ = app.deepLinks.handle(.book(id: 1))
            #expect(await app.waitFor("Leave the game for the link?"))
            app.send(.right, .enter)  // Open the link.
            #expect(await app.waitFor("Add to cart"))
            #expect(!loggedIn.children.contains { $0 is TicTacToeRouter })
        }
    }

    @Test("a link with no game under way opens without asking")
    func linkWithoutGame() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 80, height: 24))
            #expect(await app.signIn("ada", "Noah"))
            app.send(.enter, .enter)  // An empty board: nothing to lose.
            _ = app.deepLinks.handle(.book(id: 1))
            #expect(await app.waitFor("Add to cart"))
        }
    }

    @Test("a link while a post is being written keeps the draft: the next n shows it again")
    func linkDuringDraft() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 100, height: 30))
            #expect(await app.signIn("ada", "Noah"))
            app.type("2")  // Board.
            #expect(await app.waitFor("20 of 210 posts"))
            app.type("n")
            app.type("Half a thought")
            _ = app.deepLinks.handle(.book(id: 1))
            #expect(await app.waitFor("Add to cart"))
            app.send(.escape, .escape)  // The book, then the shelf: the menu.
            #expect(await app.waitFor("Main menu"))
            app.type("2")
            #expect(await app.waitFor("20 of 210 posts"))
            app.type("n")
            #expect(app.text.contains("Half a thought"), "\(app.text)")
        }
    }
}

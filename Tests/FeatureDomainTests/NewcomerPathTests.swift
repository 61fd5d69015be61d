import DesignSystem
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import RIBs
import Resources
import Testing

@testable import FeatureDomain

/// What a newcomer met between the screens, through the real tree: a shelf that scrolls with its
/// selection, pages the height of the screen, a game that asks before it is abandoned.
@MainActor
@Suite("A newcomer's path through the app", .timeLimit(.minutes(1)))
struct NewcomerPathTests {
    @Test("the shelf of 32 books at 80x24 scrolls with the selection: after 25 Downs Enter opens the 26th book, on screen")
    func shelfScrolls() async throws {
        let directory = TemporaryDirectory()
        try await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 80, height: 24))
            #expect(await app.signIn("ada", "Noah"))
            app.type("5")  // Books.
            #expect(await app.waitFor("Price"))
            for _ in 0..<25 { app.send(.down) }
            let selected = app.screen.lines.filter { $0.contains("›") }
            #expect(selected.count == 1)
            #expect(selected.first?.contains("Refactoring") == true, "\(app.text)")
            app.send(.enter)
            #expect(await app.waitFor("Improving the design of existing code"))
            let loggedIn = try #require(app.root.children.first as? LoggedInRouter)
            #expect(loggedIn.children.last is BooksRouter)
        }
    }

    @Test("on the board PgDn moves by the rows in view, not by 10")
    func boardPages() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 80, height: 12))
            #expect(await app.signIn("ada", "Noah"))
            app.type("2")  // Board.
            #expect(await app.waitFor("20 of 210 posts"))
            let rowsInView = app.screen.lines.filter { $0.hasPrefix("│ ") && $0.contains(". ") }.count
            app.send(.pageDown)
            let selected = app.screen.lines.first { $0.contains("›") } ?? ""
            // The numbers are right-aligned to the page's widest, "20.".
            let number = "\(1 + rowsInView)."
            #expect(selected.contains("› " + String(repeating: " ", count: max(0, 3 - number.count)) + number + " "), "\(rowsInView) rows: \(selected)")
        }
    }

    @Test("Escape in a game in progress asks; Keep playing keeps the board; Leave goes back to the lobby with no score")
    func gameAsksBeforeAbandon() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 80, height: 24))
            #expect(await app.signIn("ada", "Noah"))
            app.send(.enter, .enter)  // The lobby, then Tic Tac Toe.
            app.type("5")
            app.send(.escape)
            #expect(app.text.contains("Leave this game?"))
            app.send(.escape)
            #expect(app.text.contains("Noah's turn (O)") && !app.text.contains("Leave this game?"))
            app.send(.escape, .right, .enter)
            #expect(app.text.contains("Game lobby"))
            #expect(app.text.contains("Ada Brooks (0)"))
        }
    }

    @Test("after x removes the cart's last line, its neighbour is selected and + adds a copy of it at once")
    func cartSelectionAfterRemoval() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 80, height: 24))
            #expect(await app.signIn("ada", "Noah"))
            app.type("5")  // Books.
            #expect(await app.waitFor("Price"))
            app.send(.enter)
            #expect(await app.waitFor("Add to cart"))
            app.type("a")
            app.send(.escape, .down, .enter)
            #expect(await app.waitFor("Add to cart"))
            app.type("a")
            app.type("c")  // The cart, two lines.
            #expect(await app.waitFor("Cart (2)"))
            app.send(.down)
            app.type("x")
            #expect(await app.waitFor("Cart (1)"))
            app.type("+")
            #expect(await app.waitFor("Cart (2)"), "\(app.text)")
            #expect(app.text.contains("×2"))
        }
    }
}

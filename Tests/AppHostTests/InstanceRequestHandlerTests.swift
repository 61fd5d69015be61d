import FeatureDomainTestSupport
import Foundation
import Resources
import Testing

@testable import AppHost

@MainActor
@Suite("The running app's answers on the instance channel", .timeLimit(.minutes(1)))
struct InstanceRequestHandlerTests {
    @Test("open: ok for a link that waits or opens, error for a refused one; tree shows what is on screen")
    func replies() async throws {
        try await R.withLanguage(.english) {
            let directory = TemporaryDirectory()
            let app = AppHarness(directory: directory.url)
            let handler = InstanceRequestHandler(root: app.root, deepLinks: app.deepLinks)
            #expect(handler.reply(to: .open("ribs-training://launchGame?gameId=ticTacToe")).hasPrefix("ok: waiting for sign-in, then: Root"))
            #expect(handler.reply(to: .open("ribs-training://launchGame?gameId=chess")) == "error: refused: gameId must be ticTacToe")
            #expect(handler.reply(to: .open("ribs-training://books/0")).hasPrefix("error: refused:"))
            #expect(handler.reply(to: .tree(json: false)).contains("LoggedOutRouter (active, view ScreenViewController<LoggedOutView>)  ◀ on screen"))

            #expect(await app.signIn("ADA", "Noah", landingOn: "turn (X)"))
            let tree = handler.reply(to: .tree(json: false))
            #expect(tree.hasPrefix("RootRouter (active, view NavigationController)\n  LoggedInRouter (active, viewless)\n    MainMenuRouter (active"))
            #expect(tree.contains("TicTacToeRouter (active, view ScreenViewController<TicTacToeView>)  ◀ on screen"))
            #expect(!tree.contains("MainMenuRouter (active, view ScreenViewController<MainMenuView>)  ◀"))
            let json = try JSONDecoder().decode(RIBTreeSnapshot.self, from: Data(handler.reply(to: .tree(json: true)).utf8))
            #expect(json.children.first?.router == "LoggedInRouter")
            #expect(json.children.first?.children.last?.isOnScreen == true)
            _ = directory
        }
    }
}

import DesignSystem
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import RIBs
import Resources
import Testing

@testable import FeatureDomain

/// `y` through the real RIB tree: each screen asks the clipboard for its own link, and its
/// status line says which way the link went.
@MainActor
@Suite("y copies a screen's link", .timeLimit(.minutes(1)))
struct CopyLinkTests {
    @Test("on the board, y copies the selected post's link, shows the hint, and says it was copied with the tool")
    func board() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 120, height: 30))
            #expect(await app.signIn("ada", "Noah"))
            app.type("2")  // Board.
            #expect(await app.waitFor("20 of 210 posts"))
            #expect(app.text.contains("y Copy link"))
            app.send(.home, .down)
            app.type("y")
            #expect(await app.waitFor("Copied the link with fake-copy."))
            #expect(app.dependency.clipboardMock.copied == ["ribs-training://post/2"])
        }
    }

    @Test("on a post, y copies the post's link; OSC 52 is never called copied")
    func post() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 120, height: 30))
            app.dependency.clipboardMock.outcome = .sentToTerminal
            #expect(await app.signIn("ada", "Noah"))
            app.type("2")  // Board.
            #expect(await app.waitFor("20 of 210 posts"))
            app.send(.home, .down, .down, .enter)
            #expect(await app.waitFor("Comments ("))
            #expect(app.text.contains("y Copy link"))
            app.type("y")
            #expect(await app.waitFor("Sent the link to the terminal's clipboard (OSC 52)"))
            #expect(!app.text.contains("Copied"))
            #expect(app.dependency.clipboardMock.copied == ["ribs-training://post/3"])
        }
    }

    @Test("on the book list, y copies the selected book's link, and a refusal is said as one")
    func books() async {
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = AppHarness(directory: directory.url, size: DesignSystem.Size(width: 120, height: 30))
            app.dependency.clipboardMock.outcome = .toolTimedOut(tool: "xclip")
            #expect(await app.signIn("ada", "Noah"))
            app.type("5")  // Books.
            #expect(await app.waitFor("클린 아키텍처"))
            #expect(app.text.contains("y Copy link"))
            app.send(.down)
            app.type("y")
            #expect(await app.waitFor("Not copied: xclip did not finish in time and was stopped."))
            #expect(app.dependency.clipboardMock.copied == ["ribs-training://books/2"])
        }
    }

    @Test("every outcome has its own status line, and only a tool's success says copied")
    func messages() {
        R.withLanguage(.english) {
            let outcomes: [ClipboardOutcome] = [
                .copied(tool: "xclip"), .sentToTerminal, .tooLong(bytes: 80_000, limit: 74_994), .toolFailed(tool: "xsel"),
                .toolTimedOut(tool: "wl-copy"), .unavailable,
            ]
            let messages = outcomes.map(LinkCopier.message(for:))
            #expect(Set(messages).count == outcomes.count)
            #expect(messages.filter { $0.hasPrefix("Copied") } == ["Copied the link with xclip."])
            #expect(messages[2].contains("80000") && messages[2].contains("74994"))
            #expect(messages[5].contains("MODULAR_TERMINAL_APP_OSC52=0"))
        }
    }

    @Test("a link's text reads back to the same link")
    func linkText() throws {
        let links: [DeepLink] = [
            .post(id: 42), .book(id: 3), .profile(userID: 7), .promotion(code: "WELCOME10"), .launchGame(.ticTacToe, inviteCode: nil),
            .launchGame(.ticTacToe, inviteCode: "ABCD"),
        ]
        for link in links { #expect(try DeepLinkParser().parse(link.text) == link) }
        #expect(DeepLink.post(id: 42).text == "ribs-training://post/42")
    }
}

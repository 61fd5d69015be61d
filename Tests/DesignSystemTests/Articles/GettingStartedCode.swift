import DesignSystem
import Foundation
import Testing

// The code of the article "Getting started with DesignSystem"
// (Modules/DesignSystem/DesignSystem.docc/GettingStarted.md), compiled here against the
// library's public API only (no @testable import), and run below. `Article code` checks that
// the article shows exactly these regions.

// article: screen
/// A screen: its title, its key hints, what it draws, and the keys it handles.
final class TallyViewController: ViewController {
    private var count = 0

    override var title: String { "Tally" }

    override var keyHints: [KeyHint] { [KeyHint(key: "+", label: "Add one")] }

    override func body() -> any Widget {
        Box(title: "Tally", Text("Count: \(count)"))
    }

    override func handle(_ key: Key) -> Bool {
        guard key == .character("+"), count < Int.max else { return false }
        count += 1
        return true
    }
}
// end article: screen

// article: main
/// The program: in an executable target, mark it `@main` and exit with what `main` returns.
enum TallyProgram {
    @MainActor
    static func main() async throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let host = ScreenHost(terminal: TerminalDevice(), colorMode: ColorMode.detect(environment: environment))
        host.setRoot(TallyViewController())
        return try await host.run().status
    }
}
// end article: main

// article: words
/// The toolkit's own words in French; the words not given keep their English defaults.
struct FrenchWords: ToolkitStrings {
    var quit: String { "Quitter" }
    var move: String { "Changer" }
}
// end article: words

@MainActor
@Suite("Getting started with DesignSystem, the article's screen", .timeLimit(.minutes(1)))
struct GettingStartedArticleTests {
    @Test("the screen counts the keys it is sent, and its hint shows on the last row")
    func headless() {
        // article: headless
        let screen = HeadlessScreen(root: TallyViewController(), size: DesignSystem.Size(width: 30, height: 6))
        screen.type("++")
        #expect(screen.lines.contains { $0.contains("Count: 2") })
        #expect(screen.lines.last?.contains("+ Add one") == true)
        // end article: headless
    }

    @Test("with the app's own words, the toolkit's hints are in French")
    func words() {
        // article: theme
        let theme = Theme(palette: .resources, strings: FrenchWords())
        Theme.with(theme) {
            let screen = HeadlessScreen(root: TallyViewController(), size: DesignSystem.Size(width: 30, height: 6))
            #expect(screen.lines.last?.contains("q Quitter") == true)
        }
        // end article: theme
    }
}

import DesignSystem
import FeatureUserInterface
import Resources
import Testing

@testable import DemoCLI

/// Every named state of every screen in the catalog, as plain text at 40x12 and 100x30, compared
/// with the files in `Snapshots/`; the Korean states are also drawn with Korean chrome.
@MainActor
@Suite("Screen snapshots", .timeLimit(.minutes(3)), .takesTurnsOnTheMainActor)
struct ScreenSnapshotTests {
    static let sizes = [Size(width: 40, height: 12), Size(width: 100, height: 30)]
    /// The catalog's screens, in order; `catalog()` checks that this is the whole catalog.
    nonisolated static let screenNames = [
        "logged-out", "home", "main-menu", "board", "post-detail", "post-composer", "profile", "off-game", "tic-tac-toe",
        "book-list", "book-detail", "cart", "card-application", "promotion",
    ]

    @Test("every state of every screen matches its snapshot", arguments: screenNames)
    func snapshots(screen: String) async throws {
        let preview = try #require(ScreenCatalog.preview(named: screen))
        for language in [Language.english, .korean] {
            let names = R.withLanguage(language) { preview.stateNames() }
            for state in names where language == .english || state == "korean" {
                for size in Self.sizes {
                    await Task.yield()  // lets the main actor serve others between frames
                    let lines = try R.withLanguage(language) {
                        try RenderCommand.run(RenderRequest(screen: screen, stateName: state, width: size.width, height: size.height))
                    }
                    #expect(lines.count == size.height)
                    #expect(lines.allSatisfy { $0.displayWidth <= size.width })
                    expectSnapshot(lines, named: "\(screen)-\(state)-\(size)-\(language.rawValue)")
                }
            }
        }
    }

    @Test("the catalog lists every screen of the app, each with at least three states")
    func catalog() {
        let names = ScreenCatalog.previews.map(\.name)
        #expect(names == Self.screenNames)
        for preview in ScreenCatalog.previews {
            let states = preview.stateNames()
            #expect(states.count >= 3, "\(preview.name)")
            #expect(states.contains("korean"), "\(preview.name) has no Korean state")
            #expect(states.contains("long"), "\(preview.name) has no long state")
        }
    }

    /// What DemoCLI says of a screen it does not know: every screen's name.
    static var unknownScreen: RenderCommand.Failure {
        RenderCommand.Failure(
            message: "unknown screen \"nope\"; the screens are: \(ScreenCatalog.previews.map(\.name).joined(separator: ", "))")
    }

    @Test("a bad screen or state is refused with the valid choices (a bad JSON state: StateCommandTests)")
    func renderErrors() {
        #expect(throws: Self.unknownScreen) { try RenderCommand.run(RenderRequest(screen: "nope")) }
        #expect(Self.unknownScreen.message.contains("tic-tac-toe, book-list"))
        #expect(
            throws: RenderCommand.Failure(
                message: "unknown state \"x\" for cart; its states are: korean, empty, discount, ordered, checking-out, completed, long")
        ) {
            try RenderCommand.run(RenderRequest(screen: "cart", stateName: "x"))
        }
    }

    @Test("command lines parse into commands, and bad ones into usage errors")
    func commandLines() throws {
        #expect(try DemoCommand.parse([]).0 == .catalog(DisplayOptions()))
        #expect(
            try DemoCommand.parse(["--accessible", "--ascii", "--no-mouse"]).0
                == .catalog(DisplayOptions(forcesASCII: true, isAccessible: true, usesMouse: false)))
        #expect(try DemoCommand.parse(["list", "--lang", "ko"]) == (.list, .korean))
        let (render, _) = try DemoCommand.parse(["render", "board", "--state", "error", "--width", "40", "--height", "12"])
        #expect(render == .render(RenderRequest(screen: "board", stateName: "error", width: 40, height: 12)))
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["render"]) }
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["render", "home", "--width", "0"]) }
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["render", "home", "--state", "a", "--state-file", "b"]) }
        #expect(throws: DemoCommand.UsageError.self) { try DemoCommand.parse(["--lang", "fr"]) }
    }
}

@MainActor
@Suite("Action log")
struct ActionLogTests {
    @Test("actions are logged without module and type prefixes, newest last")
    func shortDescriptions() {
        let log = ActionLog()
        log.record(FeatureUserInterface.ProfileViewAction.confirm(.deleteAccount))
        log.record(FeatureUserInterface.HomeViewAction.tap1)
        #expect(log.entries == ["confirm(deleteAccount)", "tap1"])
        #expect(ActionLog.summary(of: log.entries, width: 40) == "confirm(deleteAccount) · tap1")
        #expect(ActionLog.summary(of: log.entries, width: 6) == "tap1")
        #expect(ActionLog.summary(of: ["request(deleteAccount)"], width: 8) == "request…")
    }
}

import Foundation
import TerminalTestSupport
import Testing

/// `MainCLI inspect --session FILE` on a session this test records in a real pty with
/// `MainCLI --record`: headless Chromium opens the URL it printed and steps through the
/// timeline with the arrow keys, as a person would; a file that is missing or damaged is one
/// line and exit 2.
@Suite("MainCLI inspect --session", .serialized, .timeLimit(.minutes(3)))
struct MainCLIInspectSessionTests {
    typealias Directories = MainCLILinkTests.Directories

    /// Records a sign-in: "ada", Tab, "Noah", Tab, Enter, each key on its own, then q on the menu.
    static func recordSignIn(into file: String, directories: Directories) async throws {
        let app = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", directories.data, "--lang", "en", "--record", file],
            environment: ["XDG_RUNTIME_DIR": directories.runtime], columns: 100, rows: 30)
        #expect(await app.waitForOutput("Login"))
        var seen = app.output.count
        for key in ["a", "d", "a", "\t", "N", "o", "a", "h", "\t", "\r"] {
            #expect(await app.type(key))
            // One key at a time: each is a step of its own.
            _ = await app.readOutput(from: seen, timeout: 2) { !$0.isEmpty }
            seen = app.output.count
        }
        #expect(await app.waitForOutput("Lucky number", from: 0, timeout: 10))
        #expect(await app.type("q"))
        let ended = await app.nextEvent(timeout: 10)
        #expect(ended == .exited(0), "the recording app quit: \(String(describing: ended))")
    }

    @Test(
        "Right three times and Left once show step 2 of a real recording (\"ad\" typed); End shows the menu with the sign-in in the log",
        .enabled(
            if: MainCLIInspectBrowserTests.browser != nil,
            "no Chromium on PATH (chromium, chromium-browser or google-chrome); .ci/run installs Debian's chromium"
        )
    )
    func stepsThroughARecording() async throws {
        let directories = Directories()
        let file = directories.runtime + "/sign-in.session"
        try await Self.recordSignIn(into: file, directories: directories)

        let inspector = try InspectorProcess(["inspect", "--session", file], runtime: directories.runtime)
        let url = try #require(await inspector.nextLine())
        #expect(url.hasPrefix("http://127.0.0.1:"), "\(url)")
        let driver = try PageDriver()
        _ = try await driver.send(["open": url])
        let opened = try await driver.send(["wait": ["texts": ["LoggedOutRouter", "Player 1"], "step": 0, "timeout": 30]])
        #expect(opened.ok, "the launch: \(opened.page)")
        for _ in 0..<3 { _ = try await driver.send(["key": "ArrowRight"]) }
        let third = try await driver.send(["wait": ["texts": ["Player 1 ada"], "step": 3, "timeout": 30]])
        #expect(third.ok, "three Rights: the third key typed: \(third.page)")
        _ = try await driver.send(["key": "ArrowLeft"])
        let second = try await driver.send(["wait": ["texts": ["Player 1 ad"], "step": 2, "timeout": 30]])
        #expect(second.ok, "Left: step 2: \(second.page)")
        let screen = second.page["screen"] as? String ?? ""
        #expect(screen.contains("Player 1 ad") && !screen.contains("Player 1 ada"), "the screen as it was after \"ad\": \(screen)")
        #expect((second.page["tree"] as? String ?? "").contains("LoggedOutRouter  LoggedOutView"), "\(second.page["tree"] ?? "")")
        #expect((second.page["where"] as? String ?? "").contains("key \"d\""), "\(second.page["where"] ?? "")")
        #expect(!(second.page["log"] as? String ?? "").contains("login("), "nothing of a later step: \(second.page["log"] ?? "")")

        _ = try await driver.send(["key": "End"])
        let last = try await driver.send(["wait": ["texts": ["MainMenuRouter", "Lucky number"], "timeout": 30]])
        #expect(last.ok, "End: the menu: \(last.page)")
        #expect((last.page["tree"] as? String ?? "").contains("LoggedInRouter  viewless"), "\(last.page["tree"] ?? "")")
        #expect((last.page["screen"] as? String ?? "").contains("Hello, Ada Brooks and Noah"), "\(last.page["screen"] ?? "")")
        #expect((last.page["log"] as? String ?? "").contains("login(player1Name: \"ada\", player2Name: \"Noah\")"), "\(last.page["log"] ?? "")")
        #expect((last.page["errors"] as? [String]) == [], "no console error: \(last.page["errors"] ?? "none read")")
        await driver.close()
        inspector.type("q")
        #expect(await inspector.finish().status == 0)
    }

    @Test("a missing file, or one that is not a recording, is one line and exit 2; nothing is served")
    func refusesWhatIsNoRecording() async throws {
        let directories = Directories()
        let missing = try await MainCLILinkTests.run(["inspect", "--session", directories.runtime + "/none.session"], runtime: directories.runtime)
        #expect(missing.status == 2 && missing.output.isEmpty, "\(missing)")
        #expect(missing.error.hasPrefix("MainCLI: error: ") && missing.error.contains("none.session") && missing.error.hasSuffix("\n"), "\(missing)")
        #expect(missing.error.split(separator: "\n").count == 1, "\(missing)")
        let damaged = directories.runtime + "/damaged.session"
        try Data("{\"format\":\"modular-terminal-app session\",\"version\":1\n\u{1B}]0;title\u{7}\n".utf8).write(to: URL(fileURLWithPath: damaged))
        let answer = try await MainCLILinkTests.run(["inspect", "--session", damaged], runtime: directories.runtime)
        #expect(answer.status == 2 && answer.output.isEmpty, "\(answer)")
        #expect(answer.error.hasPrefix("MainCLI: error: ") && answer.error.contains("line 1"), "\(answer)")
        #expect(answer.error.split(separator: "\n").count == 1 && !answer.error.contains("\u{1B}"), "\(answer)")
    }
}

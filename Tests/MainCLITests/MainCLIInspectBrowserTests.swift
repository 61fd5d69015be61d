import Foundation
import TerminalTestSupport
import Testing

/// The inspector's page in a real browser: headless Chromium opens the URL `MainCLI inspect`
/// printed, while a MainCLI on a pty signs in; the page must show the tree with LoggedIn and
/// the screen's text. Driven by `Scripts/inspector-page-driver.py` over the DevTools protocol.
@Suite("The inspector's page in headless Chromium", .serialized, .timeLimit(.minutes(3)))
struct MainCLIInspectBrowserTests {
    /// `INSPECTOR_BROWSER` when it names a program (the macOS runner's Chrome is not on PATH),
    /// else the first Chromium on PATH; the driver looks in the same places.
    static let browser: String? = {
        if let named = ProcessInfo.processInfo.environment["INSPECTOR_BROWSER"], FileManager.default.isExecutableFile(atPath: named) {
            return named
        }
        return ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(Self.which).first
    }()

    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/inspector-page-driver.py").path

    @Test(
        "the page shows the tree with LoggedIn and the screen's text after a sign-in",
        .enabled(if: browser != nil, "no Chromium on PATH (chromium, chromium-browser or google-chrome); .ci/run installs Debian's chromium")
    )
    func signInShowsOnThePage() async throws {
        let directories = Directories()
        let app = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", directories.data, "--lang", "en"],
            environment: ["XDG_RUNTIME_DIR": directories.runtime], columns: 100, rows: 30)
        #expect(await app.waitForOutput("Login"))
        let inspector = try InspectorProcess(["inspect"], runtime: directories.runtime)
        let url = try #require(await inspector.nextLine())

        let driver = try InspectorProcess.python(
            [
                Self.driver, url, "--wait", "LoggedOutRouter", "--then", "LoggedInRouter", "--then", "MainMenuRouter", "--then", "Lucky number", "--timeout",
                "60",
            ])
        guard await driver.nextLine() == "ready" else {
            Issue.record("the page never showed the sign-in screen's tree: \(await driver.finish().error)")
            return
        }
        #expect(await app.type("ada\tNoah\t\r"))
        let shown = try #require(await driver.nextLine())
        let ended = await driver.finish()
        #expect(ended.status == 0, "\(ended.error)")
        let page = try #require(try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
        let tree = page["tree"] as? String ?? ""
        let screen = page["screen"] as? String ?? ""
        #expect(tree.contains("LoggedInRouter  viewless"), "\(tree)")
        #expect(tree.contains("MainMenuRouter  MainMenuView"), "\(tree)")
        #expect(screen.contains("Hello, Ada Brooks and Noah"), "\(screen)")
        #expect(screen.contains("4. Lucky number"), "\(screen)")
        #expect((page["log"] as? String ?? "").contains("login(player1Name: \"ada\""), "the page's log holds the sign-in action")

        #expect(await app.type("q"))
        #expect(await inspector.finish().status == 0)
    }

    typealias Directories = MainCLILinkTests.Directories
}

extension InspectorProcess {
    /// Runs a Python script with the test's PATH (the browser is found on it).
    static func python(_ arguments: [String]) throws -> InspectorProcess {
        try InspectorProcess(executable: "/usr/bin/env", ["python3"] + arguments, environment: ProcessInfo.processInfo.environment)
    }
}

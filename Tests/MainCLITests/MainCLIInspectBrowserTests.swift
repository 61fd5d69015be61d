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

/// One headless Chromium that opens many pages, through `inspector-page-driver.py --serve`.
final class PageDriver: @unchecked Sendable {
    let process: InspectorProcess

    init() throws {
        process = try InspectorProcess.python([MainCLIInspectBrowserTests.driver, "--serve"])
    }

    /// Sends one command and reads its answer: whether it held, and the page as it stood.
    func send(_ command: [String: Any]) async throws -> (ok: Bool, page: [String: Any]) {
        let data = try JSONSerialization.data(withJSONObject: command)
        process.type(String(decoding: data, as: UTF8.self) + "\n")
        guard let line = await process.nextLine() else {
            let ended = await process.finish()
            Issue.record("the driver ended: \(ended.error)")
            return (false, [:])
        }
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        return (answer["ok"] as? Bool ?? false, answer["page"] as? [String: Any] ?? ["error": answer["error"] ?? ""])
    }

    func wait(texts: [String] = [], status: String = "", frames: Int = 0, timeout: Double = 30) async throws -> (ok: Bool, page: [String: Any]) {
        try await send(["wait": ["texts": texts, "status": status, "frames": frames, "timeout": timeout]])
    }

    func close() async {
        process.closeInput()
        _ = await process.finish()
    }
}

extension MainCLIInspectBrowserTests {
    @Test(
        "the page says the app quit, 5 of 5 times with Ctrl-C and 5 of 5 with kill -9; inspect exits 0 each time",
        .enabled(if: browser != nil, "no Chromium on PATH (chromium, chromium-browser or google-chrome); .ci/run installs Debian's chromium")
    )
    func pageIsToldTheAppQuit() async throws {
        let driver = try PageDriver()
        for run in 0..<10 {
            let killed = run >= 5
            let directories = Directories()
            let app = try PtySession(
                executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", directories.data, "--lang", "en"],
                environment: ["XDG_RUNTIME_DIR": directories.runtime], columns: 100, rows: 30)
            #expect(await app.waitForOutput("Login"))
            let inspector = try InspectorProcess(["inspect"], runtime: directories.runtime)
            let url = try #require(await inspector.nextLine())
            _ = try await driver.send(["open": url])
            let live = try await driver.wait(texts: ["LoggedOutRouter"], status: "live")
            #expect(live.ok, "run \(run): \(live.page)")
            // Ctrl-C: the login screen's field would take a q as a letter.
            if killed { kill(app.pid, SIGKILL) } else { #expect(await app.type("\u{3}")) }
            let told = try await driver.wait(status: "the app quit", timeout: 20)
            #expect(told.ok, "run \(run) (\(killed ? "kill -9" : "q")): the page shows \(told.page["status"] ?? "nothing")")
            let ended = await inspector.finish()
            #expect(ended.status == 0, "run \(run): \(ended.error)")
        }
        await driver.close()
    }

    @Test(
        "the token leaves the page's address once loaded; a reload connects again with the tab's copy; 100 frames write no console error",
        .enabled(if: browser != nil, "no Chromium on PATH (chromium, chromium-browser or google-chrome); .ci/run installs Debian's chromium")
    )
    func tokenLeavesTheAddress() async throws {
        let directories = Directories()
        let app = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", directories.data, "--lang", "en"],
            environment: ["XDG_RUNTIME_DIR": directories.runtime], columns: 100, rows: 30)
        #expect(await app.waitForOutput("Login"))
        let inspector = try InspectorProcess(["inspect"], runtime: directories.runtime)
        let url = try #require(await inspector.nextLine())
        let (port, token) = try #require(InspectorProcess.address(of: url))
        let driver = try PageDriver()
        _ = try await driver.send(["open": url])
        let loaded = try await driver.wait(texts: ["LoggedOutRouter"], status: "live")
        #expect(loaded.ok, "\(loaded.page)")
        let href = loaded.page["href"] as? String ?? ""
        #expect(href == "http://127.0.0.1:\(port)/", "\(href)")
        #expect(!href.contains(token))

        _ = try await driver.send(["reload": true])
        let reloaded = try await driver.wait(texts: ["LoggedOutRouter", "Login"], status: "live")
        #expect(reloaded.ok, "a reload without the token in the address connects again: \(reloaded.page)")

        // One key, one new frame, 100 times: the page draws each.
        let before = reloaded.page["frames"] as? Int ?? 0
        for key in 0..<100 {
            #expect(await app.type(key % 2 == 0 ? "a" : "\u{7F}"))
            let drawn = try await driver.wait(frames: before + key + 1, timeout: 10)
            guard drawn.ok else {
                Issue.record("frame \(key + 1) never reached the page: \(drawn.page)")
                break
            }
        }
        let after = try await driver.wait()
        #expect((after.page["errors"] as? [String]) == [], "console errors: \(after.page["errors"] ?? "none read")")
        await driver.close()
        #expect(await app.type("\u{3}"))
        #expect(await inspector.finish().status == 0)
    }
}

import Foundation
import Synchronization
import TerminalTestSupport
import Testing

/// `MainCLI tree --watch` beside a running app: the watcher's screen follows the app into the
/// game and back, and ends, exit 0, when the app quits.
@Suite("MainCLI tree --watch follows the running app", .serialized, .timeLimit(.minutes(2)))
struct MainCLITreeWatchTests {
    static let columns = 100
    static let rows = 30

    /// Reads the watcher's output until its screen shows `text`.
    private func waitForScreen(_ watcher: PtySession, _ text: String) async -> Bool {
        await watcher.readOutput(timeout: 10) { ScreenGrid(columns: Self.columns, rows: Self.rows, output: $0).contains(text) }
    }

    /// How the program ended: the first event that is not a stop or a continue.
    private func exitEvent(_ pty: PtySession) async -> PtySession.Event? {
        while let event = await pty.nextEvent(timeout: 10) {
            if case .stopped = event { continue }
            if case .continued = event { continue }
            return event
        }
        return nil
    }

    private func screen(_ watcher: PtySession) -> String {
        ScreenGrid(columns: Self.columns, rows: Self.rows, output: watcher.output).lines.joined(separator: "\n")
    }

    @Test("the watcher's screen follows the app into the game and back; quitting the app ends it with exit 0")
    func followsTheApp() async throws {
        let directories = MainCLILinkTests.Directories()
        let app = try MainCLILinkTests.launch(directories)
        #expect(await app.waitForOutput("Login"))
        let watcher = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["tree", "--watch"],
            environment: ["XDG_RUNTIME_DIR": directories.runtime], columns: Self.columns, rows: Self.rows)
        #expect(await waitForScreen(watcher, "On screen: LoggedOutRouter"), "\(screen(watcher))")

        #expect(await app.type("ada\tNoah\t\r"))
        #expect(await waitForScreen(watcher, "On screen: MainMenuRouter"), "\(screen(watcher))")
        #expect(await app.type("1"))
        #expect(await waitForScreen(watcher, "On screen: OffGameRouter"), "\(screen(watcher))")
        #expect(await app.type("\r"))
        #expect(await waitForScreen(watcher, "On screen: TicTacToeRouter"), "\(screen(watcher))")
        #expect(await waitForScreen(watcher, "TicTacToeRouter (active)  ◀ on screen"), "\(screen(watcher))")
        #expect(await waitForScreen(watcher, "TicTacToeRouter attached"), "\(screen(watcher))")
        // Back out of the game and the lobby: the watcher follows each step.
        #expect(await app.type("\u{1B}"))
        #expect(await waitForScreen(watcher, "On screen: OffGameRouter"), "\(screen(watcher))")
        #expect(await waitForScreen(watcher, "TicTacToeRouter detached"), "\(screen(watcher))")
        #expect(await app.type("\u{1B}"))
        #expect(await waitForScreen(watcher, "On screen: MainMenuRouter"), "\(screen(watcher))")
        #expect(await waitForScreen(watcher, "OffGameRouter detached"), "\(screen(watcher))")
        #expect(!screen(watcher).contains("TicTacToeRouter (active)"))

        // Other watchers end with q (exit 0) and Ctrl-C (130, as for the app), the app untouched.
        for (key, status) in [("q", Int32(0)), ("\u{03}", Int32(130))] {
            let other = try PtySession(
                executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["tree", "--watch"],
                environment: ["XDG_RUNTIME_DIR": directories.runtime], columns: Self.columns, rows: Self.rows)
            #expect(await waitForScreen(other, "On screen: MainMenuRouter"), "\(screen(other))")
            #expect(await other.type(key))
            #expect(await exitEvent(other) == .exited(status))
        }

        let mark = watcher.output.count
        #expect(await app.type("q"))
        #expect(await watcher.waitForOutput("the app quit", from: mark, timeout: 10))
        #expect(await exitEvent(watcher) == .exited(0))
        let tail = String(decoding: watcher.output[mark...], as: UTF8.self)
        #expect(tail.contains(MainCLIPtyTests.leaveAlternateScreen), "the watcher gives the terminal back")
    }

    @Test(
        "--json --watch prints one line per change and ends with exit 0 when the app quits; without an app it says so (exit 2); without a terminal, --watch alone says it needs one"
    )
    func jsonLines() async throws {
        let directories = MainCLILinkTests.Directories()
        let nobody = try await MainCLILinkTests.run(["tree", "--watch", "--json"], runtime: directories.runtime)
        #expect(nobody.status == 2)
        #expect(nobody.error.contains("no running MainCLI"), "\(nobody)")
        let app = try MainCLILinkTests.launch(directories)
        #expect(await app.waitForOutput("Login"))
        let plain = try await MainCLILinkTests.run(["tree", "--watch"], runtime: directories.runtime)
        #expect(plain.status == 2)
        #expect(plain.error.contains("tree --watch --json"), "\(plain)")

        let watcher = try JSONWatcher(runtime: directories.runtime)
        let first = try #require(await watcher.nextLine())
        #expect(first.contains("\"onScreen\"") && first.contains("LoggedOutRouter"), "\(first)")
        #expect(await app.type("ada\tNoah\t\r"))
        let signedIn = try #require(await watcher.nextLine())
        #expect(signedIn.contains("{\"kind\":\"detached\",\"path\":\"RootRouter/LoggedOutRouter\""), "\(signedIn)")
        #expect(signedIn.contains("{\"kind\":\"attached\",\"path\":\"RootRouter/LoggedInRouter/MainMenuRouter\""), "\(signedIn)")
        #expect(await app.type("q"))
        #expect(await watcher.nextLine() == nil)
        #expect(await watcher.status() == 0)
    }
    /// A tree whose names carry terminal controls: an OSC that retitles the window, a CSI
    /// (7-bit and C1) that clears the screen, a bell.
    static let hostileLine =
        #"{"changes":[{"kind":"attached","path":"Evil","router":"Evil\u001b]0;owned\u0007"}],"time":1,"#
        + #""tree":{"children":[],"isActive":true,"isOnScreen":true,"router":"Evil\u001b]0;owned\u0007\u009b2J","view":"V\u001b[2J"}}"#

    @Test("names from the socket never reach the terminal raw; a line that is not an update is reported and the watch goes on")
    func hostileNames() async throws {
        let server = try HostileWatchServer()
        let release = DispatchSemaphore(value: 0)
        server.serve([Self.hostileLine, "{not json", String(repeating: "x", count: 300 * 1_024)], release: release)
        let watcher = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["tree", "--watch"],
            environment: ["XDG_RUNTIME_DIR": server.runtime], columns: Self.columns, rows: Self.rows)
        #expect(await waitForScreen(watcher, "On screen: Evil"), "\(screen(watcher))")
        #expect(await waitForScreen(watcher, "over 262144 bytes"), "the last bad line is shown: \(screen(watcher))")
        let output = String(decoding: watcher.output, as: UTF8.self)
        #expect(!output.contains("\u{1B}]0;owned"))
        #expect(!output.contains("\u{9B}2J") && !output.contains("\u{07}"))
        release.signal()
        #expect(await watcher.waitForOutput("the app quit", timeout: 10))
    }

    /// A character a terminal acts on: C0 (but a line break) and C1 controls, DEL, bidi controls.
    static func actsOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
    }

    @Test(
        "tree and tree --json print what a hostile app answers with nothing a terminal would act on: controls removed as text, escaped as JSON",
        arguments: [false, true])
    func hostileTreeReply(json: Bool) async throws {
        let server = try HostileWatchServer()
        let release = DispatchSemaphore(value: 0)
        let reply =
            json
            ? "{\"router\":\"A\u{9B}2J\u{202E}B\u{1B}]0;owned\u{07}\"}"
            : "Root\u{1B}]0;owned\u{07}\u{1B}[31m red\u{9B}31m \u{202E}B"
        server.serve([reply], release: release)
        release.signal()
        let result = try await MainCLILinkTests.run(json ? ["tree", "--json"] : ["tree"], runtime: server.runtime)
        #expect(result.status == 0, "\(result.error)")
        // Before: the reply went to stdout byte for byte, window title and colours included.
        #expect(!result.output.unicodeScalars.contains(where: Self.actsOnTerminal), "\(result.output)")
        if json {
            #expect(result.output.contains(#"A\u009B2J\u202EB\u001B]0;owned\u0007"#), "\(result.output)")
        } else {
            #expect(result.output.contains("Root") && result.output.contains("red"), "\(result.output)")
        }
    }

    @Test("--json --watch escapes control characters of names, C1 too, and skips a bad line with a message on stderr")
    func hostileNamesAsJSON() async throws {
        let server = try HostileWatchServer()
        let release = DispatchSemaphore(value: 0)
        server.serve([Self.hostileLine, "{not json"], release: release)
        release.signal()
        let result = try await MainCLILinkTests.run(["tree", "--watch", "--json"], runtime: server.runtime)
        #expect(result.status == 0)
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value) })
        #expect(result.output.contains(#"Evil\u001b]0;owned\u0007\u009B2J"#), "\(result.output)")
        #expect(result.output.split(separator: "\n").count == 1)
        #expect(result.error.contains("not a tree update"), "\(result.error)")
    }
}

/// `MainCLI tree --watch --json` as a tool runs it: stdout a pipe, read line by line.
final class JSONWatcher: Sendable {
    private let process = Process()
    private let output = Pipe()
    private let buffered = Mutex<[UInt8]>([])

    init(runtime: String) throws {
        process.executableURL = URL(fileURLWithPath: MainCLIPtyTests.executable("MainCLI"))
        process.arguments = ["tree", "--watch", "--json"]
        process.environment = ["XDG_RUNTIME_DIR": runtime, "PATH": "/usr/bin:/bin", "LANG": "C"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// The next line, or nil at the end of the output.
    func nextLine() async -> String? {
        await offThePool {
            while true {
                let line = self.buffered.withLock { buffered -> String? in
                    guard let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
                    defer { buffered.removeSubrange(...newline) }
                    return String(decoding: buffered[..<newline], as: UTF8.self)
                }
                if let line { return line }
                // Read outside the lock: it blocks until the watcher writes or ends.
                let data = self.output.fileHandleForReading.availableData
                guard !data.isEmpty else { return nil }
                self.buffered.withLock { $0 += data }
            }
        }
    }

    func status() async -> Int32 {
        await offThePool {
            self.process.waitUntilExit()
            return self.process.terminationStatus
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

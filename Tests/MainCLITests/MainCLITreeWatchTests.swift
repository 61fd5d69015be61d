import Foundation
import Glibc
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

        let mark = watcher.output.count
        #expect(await app.type("q"))
        #expect(await watcher.waitForOutput("the app quit", from: mark, timeout: 10))
        var status: PtySession.Event?
        while let event = await watcher.nextEvent(timeout: 10) {
            if case .exited = event {
                status = event
                break
            }
        }
        #expect(status == .exited(0))
        let tail = String(decoding: watcher.output[mark...], as: UTF8.self)
        #expect(tail.contains(MainCLIPtyTests.leaveAlternateScreen), "the watcher gives the terminal back")
    }

    @Test("--json --watch prints one line per change and ends with exit 0 when the app quits; without a terminal, --watch alone says it needs one")
    func jsonLines() async throws {
        let directories = MainCLILinkTests.Directories()
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

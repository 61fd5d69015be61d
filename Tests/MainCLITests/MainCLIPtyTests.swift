import Foundation
import TerminalTestSupport
import Testing

/// MainCLI, the built executable, on a real pseudo-terminal: signed in, played and quit as a
/// person would, with the terminal given back on every way out.
@Suite("MainCLI in a real pty", .serialized, .timeLimit(.minutes(2)))
struct MainCLIPtyTests {
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let showCursor = "\u{1B}[?25h"

    /// An executable built beside the running test binary.
    static func executable(_ name: String) -> String {
        BuiltProducts.path(of: name)
    }

    /// A fresh data directory and a runtime directory of its own (for the instance socket, so an
    /// app of another test running at the same time is not taken for a first instance), both
    /// removed afterwards.
    final class DataDirectory {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("maincli-pty-\(UUID().uuidString)").path
        /// Short, as a socket's path must be.
        let runtime = "/tmp/mcp-\(UUID().uuidString.prefix(12))"

        init() {
            try? FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: runtime)
        }
    }

    private func launch(_ data: DataDirectory, columns: Int = 80, rows: Int = 24) throws -> PtySession {
        try PtySession(
            executable: Self.executable("MainCLI"), arguments: ["--data-dir", data.path, "--lang", "en"],
            environment: ["XDG_RUNTIME_DIR": data.runtime], columns: columns, rows: rows)
    }

    private func waitForExit(_ pty: PtySession) async -> PtySession.Event? {
        while let event = await pty.nextEvent(timeout: 10) {
            if case .stopped = event { continue }
            if case .continued = event { continue }
            return event
        }
        return nil
    }

    private func expectRestored(_ pty: PtySession, from mark: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
        await pty.readOutput(from: mark, timeout: 2) { String(decoding: $0, as: UTF8.self).contains(Self.leaveAlternateScreen) }
        let tail = String(decoding: pty.output[mark...], as: UTF8.self)
        #expect(tail.contains(Self.leaveAlternateScreen), sourceLocation: sourceLocation)
        #expect(tail.contains(Self.showCursor), sourceLocation: sourceLocation)
        #expect(pty.isCooked, sourceLocation: sourceLocation)
    }

    @Test("sign in, win a game, see the score, quit with q (exit 0); a restart is signed in with the score")
    func playAndQuit() async throws {
        let data = DataDirectory()
        let pty = try launch(data)
        #expect(await pty.waitForOutput("Login"))
        #expect(await pty.type("ada\tNoah\t\r"))
        #expect(await pty.waitForOutput("Main menu"))
        #expect(await pty.type("1"))
        #expect(await pty.waitForOutput("Game lobby"))
        #expect(await pty.type("\r"))
        #expect(await pty.waitForOutput("turn (X)"))
        for key in ["1", "4", "2", "5", "3"] { #expect(await pty.type(key)) }
        #expect(await pty.waitForOutput("Won!"))
        let lobby = pty.output.count
        #expect(await pty.type("\r"))
        #expect(await pty.waitForOutput("Ada Brooks (1)", from: lobby))
        let mark = pty.output.count
        #expect(await pty.type("q"))
        #expect(await waitForExit(pty) == .exited(0))
        await expectRestored(pty, from: mark)

        let again = try launch(data)
        #expect(await again.waitForOutput("Main menu"))
        #expect(await again.type("1"))
        #expect(await again.waitForOutput("Ada Brooks (1)"))
        let menu = again.output.count
        #expect(await again.type("\u{1B}"))
        // Escape alone, not Alt+q: the next key comes once the menu is back.
        #expect(await again.waitForOutput("Main menu", from: menu))
        #expect(await again.type("q"))
        #expect(await waitForExit(again) == .exited(0))
    }

    @Test("SIGTERM ends the app with 143 and gives the terminal back")
    func terminate() async throws {
        let data = DataDirectory()
        let pty = try launch(data)
        #expect(await pty.waitForOutput("Login"))
        #expect(await pty.type("min"))
        let mark = pty.output.count
        kill(pty.pid, SIGTERM)
        #expect(await waitForExit(pty) == .exited(143))
        await expectRestored(pty, from: mark)
    }

    @Test("typing q into a name field types it, it does not quit")
    func qInTextField() async throws {
        let data = DataDirectory()
        let pty = try launch(data)
        #expect(await pty.waitForOutput("Login"))
        let mark = pty.output.count
        #expect(await pty.type("qa"))
        #expect(await pty.waitForOutput("qa", from: mark))
        kill(pty.pid, SIGTERM)
        #expect(await waitForExit(pty) == .exited(143))
    }

    @Test("a kill -9 in the middle of saving never leaves an unreadable file", arguments: 1...10)
    func killDuringSave(round: Int) async throws {
        let data = DataDirectory()
        let saver = try PtySession(executable: Self.executable("SaveLoopProbe"), arguments: [data.path])
        #expect(await saver.waitForOutput("saving"))
        let file = URL(fileURLWithPath: data.path).appendingPathComponent("scores-1.json")
        // The first save, then a varying while more, so the kill lands at different points of a write.
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: file.path) { try await Task.sleep(for: .milliseconds(2)) }
        try await Task.sleep(for: .milliseconds(5 + round * 7))
        kill(saver.pid, SIGKILL)
        #expect(await waitForExit(saver) == .signalled(SIGKILL))
        let text = try String(contentsOf: file, encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let score = object?["data"] as? [String: Any]
        let player1 = try #require(score?["player1Score"] as? Int)
        #expect(player1 > 0)
        #expect((score?["guestScores"] as? [String: Int])?["guest"] == player1 * 7)
        #expect(object?["schemaVersion"] as? Int == 1)
    }
}

import Foundation
import Glibc
import Testing
import TerminalTestSupport

/// MainCLI, the built executable, on a real pseudo-terminal: signed in, played and quit as a
/// person would, with the terminal given back on every way out.
@Suite("MainCLI in a real pty", .serialized, .timeLimit(.minutes(2)))
struct MainCLIPtyTests {
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let showCursor = "\u{1B}[?25h"

    /// An executable built beside the running test binary.
    static func executable(_ name: String) -> String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// A fresh data directory, removed afterwards.
    final class DataDirectory {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("maincli-pty-\(UUID().uuidString)").path
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    private func launch(_ data: DataDirectory, columns: Int = 80, rows: Int = 24) throws -> PtySession {
        try PtySession(executable: Self.executable("MainCLI"), arguments: ["--data-dir", data.path, "--lang", "en"], columns: columns, rows: rows)
    }

    private func waitForExit(_ pty: PtySession) -> PtySession.Event? {
        while let event = pty.nextEvent(timeout: 10) {
            if case .stopped = event { continue }
            if case .continued = event { continue }
            return event
        }
        return nil
    }

    private func expectRestored(_ pty: PtySession, from mark: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        pty.readOutput(from: mark, timeout: 2) { String(decoding: $0, as: UTF8.self).contains(Self.leaveAlternateScreen) }
        let tail = String(decoding: pty.output[mark...], as: UTF8.self)
        #expect(tail.contains(Self.leaveAlternateScreen), sourceLocation: sourceLocation)
        #expect(tail.contains(Self.showCursor), sourceLocation: sourceLocation)
        #expect(pty.localModes & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO), sourceLocation: sourceLocation)
    }

    @Test("sign in, win a game, see the score, quit with q (exit 0); a restart is signed in with the score")
    func playAndQuit() throws {
        let data = DataDirectory()
        let pty = try launch(data)
        #expect(pty.waitForOutput("Login"))
        #expect(pty.type("ada\tNoah\t\r"))
        #expect(pty.waitForOutput("Main menu"))
        #expect(pty.type("1"))
        #expect(pty.waitForOutput("Game lobby"))
        #expect(pty.type("\r"))
        #expect(pty.waitForOutput("turn (X)"))
        for key in ["1", "4", "2", "5", "3"] { #expect(pty.type(key)) }
        #expect(pty.waitForOutput("Won!"))
        let lobby = pty.output.count
        #expect(pty.type("\r"))
        #expect(pty.waitForOutput("Ada Brooks (1)", from: lobby))
        let mark = pty.output.count
        #expect(pty.type("q"))
        #expect(waitForExit(pty) == .exited(0))
        expectRestored(pty, from: mark)

        let again = try launch(data)
        #expect(again.waitForOutput("Main menu"))
        #expect(again.type("1"))
        #expect(again.waitForOutput("Ada Brooks (1)"))
        let menu = again.output.count
        #expect(again.type("\u{1B}"))
        // Escape alone, not Alt+q: the next key comes once the menu is back.
        #expect(again.waitForOutput("Main menu", from: menu))
        #expect(again.type("q"))
        #expect(waitForExit(again) == .exited(0))
    }

    @Test("SIGTERM ends the app with 143 and gives the terminal back")
    func terminate() throws {
        let data = DataDirectory()
        let pty = try launch(data)
        #expect(pty.waitForOutput("Login"))
        #expect(pty.type("min"))
        let mark = pty.output.count
        kill(pty.pid, SIGTERM)
        #expect(waitForExit(pty) == .exited(143))
        expectRestored(pty, from: mark)
    }

    @Test("typing q into a name field types it, it does not quit")
    func qInTextField() throws {
        let data = DataDirectory()
        let pty = try launch(data)
        #expect(pty.waitForOutput("Login"))
        let mark = pty.output.count
        #expect(pty.type("qa"))
        #expect(pty.waitForOutput("qa", from: mark))
        kill(pty.pid, SIGTERM)
        #expect(waitForExit(pty) == .exited(143))
    }

    @Test("a kill -9 in the middle of saving never leaves an unreadable file", arguments: 1...10)
    func killDuringSave(round: Int) throws {
        let data = DataDirectory()
        let saver = try PtySession(executable: Self.executable("SaveLoopProbe"), arguments: [data.path])
        #expect(saver.waitForOutput("saving"))
        let file = URL(fileURLWithPath: data.path).appendingPathComponent("scores-1.json")
        // The first save, then a varying while more, so the kill lands at different points of a write.
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: file.path) { usleep(2_000) }
        usleep(useconds_t(5_000 + round * 7_000))
        kill(saver.pid, SIGKILL)
        #expect(waitForExit(saver) == .signalled(SIGKILL))
        let text = try String(contentsOf: file, encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let score = object?["data"] as? [String: Int]
        let player1 = try #require(score?["player1Score"])
        #expect(player1 > 0)
        #expect(score?["player2Score"] == player1 * 7)
        #expect(object?["schemaVersion"] as? Int == 1)
    }
}

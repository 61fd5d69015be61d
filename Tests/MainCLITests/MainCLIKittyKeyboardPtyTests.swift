import Foundation
import TerminalTestSupport
import Testing

/// MainCLI on a scripted terminal that has the kitty keyboard protocol: it turns the protocol
/// on, Esc goes back at once however long the escape timeout, Ctrl-C in kitty's form quits, and
/// the flags are popped on the way out; with the variable at 0 nothing is asked.
@Suite("MainCLI with the kitty keyboard protocol, in a real pty", .serialized, .timeLimit(.minutes(1)))
struct MainCLIKittyKeyboardPtyTests {
    static let query = "\u{1B}[?u\u{1B}[c"
    static let push = "\u{1B}[>1u"

    private func launch(_ data: MainCLIPtyTests.DataDirectory, environment: [String: String] = [:]) throws -> PtySession {
        try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["--data-dir", data.path, "--lang", "en"],
            environment: ["XDG_RUNTIME_DIR": data.runtime, "ESCDELAY": "10000"].merging(environment) { $1 }, answering: .atOnce,
            kittyKeyboard: .present)
    }

    /// The exit or death of the app, skipping stops and continues; nil after 10 s of neither.
    private func nextEnd(_ pty: PtySession) async -> PtySession.Event? {
        while let event = await pty.nextEvent(timeout: 10) {
            switch event {
            case .exited, .signalled: return event
            case .stopped, .continued: continue
            }
        }
        return nil
    }

    @Test("the flags go on; Esc (ESC [ 27 u) leaves the lobby at once with a 10 s escape timeout; kitty's Ctrl-C quits and pops them")
    func escapeAtOnceAndPopped() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data)
        #expect(await pty.waitForOutput("Login"))
        #expect(await pty.waitForOutput(Self.push + Self.query), "pushed after the terminal said it has the protocol")
        #expect(await pty.type("ada\tNoah\t\r"))
        #expect(await pty.waitForOutput("Main menu"))
        #expect(await pty.type("1"))
        #expect(await pty.waitForOutput("Game lobby"))
        let lobby = pty.output.count
        let pressed = Date()
        #expect(await pty.type("\u{1B}[27u"))
        #expect(await pty.waitForOutput("Main menu", from: lobby, timeout: 3))
        #expect(Date().timeIntervalSince(pressed) < 3, "Esc waited for the escape timeout")
        #expect(await pty.type("\u{1B}[99;5u"))
        #expect(await nextEnd(pty) == .exited(130))
        #expect(pty.kittyEntriesLeft == 0)
    }

    @Test("MODULAR_TERMINAL_APP_KITTY_KEYBOARD=0: nothing is asked, nothing pushed")
    func turnedOff() async throws {
        let data = MainCLIPtyTests.DataDirectory()
        let pty = try launch(data, environment: ["MODULAR_TERMINAL_APP_KITTY_KEYBOARD": "0"])
        #expect(await pty.waitForOutput("Login"))
        try? await Task.sleep(for: .milliseconds(300))
        #expect(await pty.type("\u{3}"))
        #expect(await nextEnd(pty) == .exited(130))
        let output = String(decoding: pty.output, as: UTF8.self)
        #expect(!output.contains("\u{1B}[?u"))
        #expect(!output.contains(Self.push))
    }
}

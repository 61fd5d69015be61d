import Foundation
import TerminalTestSupport
import Testing

/// `DemoCLI render --ansi` writing to a terminal asks it for its background (OSC 11), as the
/// catalog does, and draws the palette that fits; the terminal's modes are as they were after.
@Suite("DemoCLI render --ansi in a real pty", .serialized, .timeLimit(.minutes(1)))
struct RenderTerminalPtyTests {
    static let backgroundQuery = "\u{1B}]11;?\u{1B}\\"
    static let arguments = ["--lang", "en", "render", "board", "--ansi", "--width", "60", "--height", "12"]

    /// The lines `render --ansi` prints into a pipe with `--theme theme`: what the terminal's
    /// answer must lead to.
    private func piped(theme: String) async throws -> String {
        let run = try await ProgramRun.run(
            BuiltProducts.path(of: "DemoCLI"), Self.arguments + ["--theme", theme], environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"])
        #expect(run.status == 0, "\(run)")
        return run.output
    }

    /// Runs the command on a pty; `answer` is what the terminal types once it is asked (nil:
    /// only the status reply, which the session gives by itself). Returns what was printed,
    /// with the pty's line endings made plain again, and the session.
    private func render(answering answer: String?) async throws -> (String, PtySession) {
        let pty = try PtySession(executable: BuiltProducts.path(of: "DemoCLI"), arguments: Self.arguments, columns: 80, rows: 24)
        pty.answersStatusQueries = answer == nil
        #expect(await pty.waitForOutput(Self.backgroundQuery, timeout: 10), "render asks the terminal")
        if let answer { #expect(await pty.type(answer + "\u{1B}[0n")) }
        var exit: PtySession.Event?
        while let event = await pty.nextEvent(timeout: 10) {
            if case .exited = event {
                exit = event
                break
            }
        }
        #expect(exit == .exited(0))
        await pty.readOutput(timeout: 1) { _ in false }
        let text = String(decoding: pty.output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return (text, pty)
    }

    @Test("a terminal that answers white gets the light palette, and its modes back")
    func lightTerminal() async throws {
        let light = try await piped(theme: "light")
        let dark = try await piped(theme: "dark")
        #expect(light != dark)
        let (printed, pty) = try await render(answering: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")
        #expect(printed.hasSuffix(light), "\(printed.debugDescription)")
        #expect(pty.isCooked && pty.makesSignals, "echo, line editing and Ctrl-C are as they were")
    }

    @Test("a terminal that answers only the status query, not knowing OSC 11, keeps the dark palette")
    func silentTerminal() async throws {
        let dark = try await piped(theme: "dark")
        let (printed, pty) = try await render(answering: nil)
        #expect(printed.hasSuffix(dark), "\(printed.debugDescription)")
        #expect(pty.isCooked && pty.makesSignals)
    }
}

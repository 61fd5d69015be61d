import Foundation
import TerminalTestSupport
import Testing

/// Ctrl-Z and `fg` as a person plays them: a real job-control shell (bash) on the pty runs the
/// app, and the terminal reads all the time and answers the app's queries as real ones do. The
/// status query the app sends when it stops with mouse or focus reports on is answered at once
/// (xterm), late (a slow link) or never (tmux with no client attached); whichever, every `fg`
/// must redraw the whole screen and take the next key.
@Suite(
    "Screen host job control under a real shell (pty)", .serialized, .timeLimit(.minutes(3)),
    .enabled(if: Probe.bashPath != nil, "needs bash, the job-control shell it runs the app under"))
struct JobControlShellPtyTests {
    /// Plays `rounds` of Ctrl-Z, `fg` and a key; records a failure naming the round that froze.
    private func suspendAndResume(rounds: Int, answering: PtySession.Answering) async throws {
        let probe = try #require(try await Probe.startUnderInteractiveShell(arguments: ["--mouse", "--focus-reports"], answering: answering))
        for round in 1...rounds {
            let beforeStop = probe.pty.output.count
            await probe.pty.type([0x1A])
            let stopped = await probe.pty.readOutput(from: beforeStop, timeout: 10) { output in
                output.contains(Array(TerminalSequence.leaveAlternateScreen.utf8)) && output.contains(Array(Probe.shellPrompt.utf8))
            }
            #expect(stopped, "round \(round): Ctrl-Z gives the terminal back to the shell")
            guard stopped else { break }

            let beforeContinue = probe.pty.output.count
            await probe.pty.type("fg\r")
            let redrawn = await probe.pty.readOutput(from: beforeContinue, timeout: 10) { output in
                [TerminalSequence.enterAlternateScreen, TerminalSequence.clearScreen, "screen host probe"].allSatisfy { output.contains(Array($0.utf8)) }
            }
            #expect(redrawn, "round \(round): fg redraws the whole screen; output: \(String(decoding: probe.pty.output.suffix(300), as: UTF8.self))")
            guard redrawn else { break }

            await probe.pty.type("k")
            let keyTaken = await probe.waitForLog(timeout: 10) { log in log.filter { $0 == "key U+6B" }.count == round }
            #expect(keyTaken, "round \(round): the key typed after fg reaches the screen")
            guard keyTaken else { break }
        }
        let beforeQuit = probe.pty.output.count
        await probe.pty.type("q")
        #expect(await probe.pty.waitForOutput(Probe.shellPrompt, from: beforeQuit, timeout: 10), "q quits back to the shell")
        #expect(probe.keys.allSatisfy { $0 == "U+6B" || $0 == "U+71" }, "no report or answer leaked in as a key: \(probe.keys.filter { $0 != "U+6B" })")
        await probe.pty.type("exit\r")
        _ = await probe.nextEnd(timeout: 10)
    }

    @Test("50 rounds of Ctrl-Z and fg, with a terminal that answers the status query at once, as xterm does")
    func terminalThatAnswersAtOnce() async throws {
        try await suspendAndResume(rounds: 50, answering: .atOnce)
    }

    @Test("Ctrl-Z and fg with a terminal that answers late, within the second the app waits")
    func terminalThatAnswersLate() async throws {
        try await suspendAndResume(rounds: 5, answering: .late(seconds: 0.3))
    }

    @Test("Ctrl-Z and fg with a terminal that never answers: each stop waits its second, then the app stops")
    func terminalThatNeverAnswers() async throws {
        try await suspendAndResume(rounds: 3, answering: .never)
    }
}

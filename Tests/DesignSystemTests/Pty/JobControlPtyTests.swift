import Foundation
import TerminalTestSupport
import Testing

/// Job control through a real pty: Ctrl-Z and SIGTSTP suspend, SIGCONT takes the terminal
/// again, a read from the background waits for the foreground.
@Suite("Screen host job control (pty)", .serialized, .timeLimit(.minutes(1)))
struct JobControlPtyTests {
    private func expectTerminalGivenBack(_ probe: Probe, since mark: Int) async {
        #expect(
            await probe.pty.readOutput(from: mark, timeout: 2) {
                $0.contains(Array(TerminalSequence.leaveAlternateScreen.utf8)) && $0.contains(Array(TerminalSequence.showCursor.utf8))
            }, "leaves the alternate screen and shows the cursor")
        #expect(probe.pty.isCooked && probe.pty.makesSignals, "cooked mode again")
    }

    private func expectTerminalTakenAgain(_ probe: Probe, since mark: Int) async {
        #expect(
            await probe.pty.readOutput(from: mark, timeout: 5) { output in
                [TerminalSequence.enterAlternateScreen, TerminalSequence.bracketedPasteOn, TerminalSequence.clearScreen, "screen host probe", "keys:"]
                    .allSatisfy { output.contains(Array($0.utf8)) }
            }, "alternate screen, bracketed paste and a whole frame again")
        #expect(probe.pty.isRaw, "raw mode again")
    }

    @Test("Ctrl-Z gives the terminal back and stops; SIGCONT takes it again and redraws all of it")
    func controlZ() async throws {
        let probe = try await Probe.start()
        var mark = probe.pty.output.count
        await probe.pty.type([0x1A])
        #expect(await probe.pty.nextEvent(timeout: 5) == .stopped(SIGSTOP))
        await expectTerminalGivenBack(probe, since: mark)
        mark = probe.pty.output.count
        kill(probe.pty.pid, SIGCONT)
        #expect(await probe.pty.nextEvent(timeout: 5) == .continued)
        await expectTerminalTakenAgain(probe, since: mark)
        await probe.pty.type("k")
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == ["U+6B", "U+71"], "Ctrl-Z is not a key for the screen; keys work after fg")
    }

    @Test("Ctrl-Z turns mouse and focus reporting off before the app stops; fg (SIGCONT) turns them on again")
    func controlZWithMouse() async throws {
        let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1004h"
        let mouseOff = "\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1004l\u{1B}[?1006l"
        let probe = try await Probe.start(arguments: ["--mouse", "--focus-reports"])
        #expect(String(decoding: probe.pty.output, as: UTF8.self).contains(mouseOn))
        var mark = probe.pty.output.count
        await probe.pty.type([0x1A])
        // The wait reads, so the status query the app sends as it stops is answered at once, as
        // xterm does: the answer used to leave a read queued that blocked after SIGCONT.
        #expect(await probe.pty.nextEvent(timeout: 5) == .stopped(SIGSTOP))
        await expectTerminalGivenBack(probe, since: mark)
        let suspended = String(decoding: probe.pty.output[mark...], as: UTF8.self)
        #expect(suspended.contains(mouseOff))
        #expect(!suspended.contains(mouseOn))
        mark = probe.pty.output.count
        kill(probe.pty.pid, SIGCONT)
        #expect(await probe.pty.nextEvent(timeout: 5) == .continued)
        await expectTerminalTakenAgain(probe, since: mark)
        #expect(String(decoding: probe.pty.output[mark...], as: UTF8.self).contains(mouseOn))
        // A click after fg arrives as a report the screen ignores, not as stray keys.
        await probe.pty.type("\u{1B}[<0;1;1M\u{1B}[<0;1;1mk")
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys.filter { !$0.hasPrefix("mouse") } == ["U+6B", "U+71"])
    }

    @Test("SIGTSTP gives the terminal back before the app stops")
    func terminalStopSignal() async throws {
        let probe = try await Probe.start()
        let mark = probe.pty.output.count
        kill(probe.pty.pid, SIGTSTP)
        #expect(await probe.pty.nextEvent(timeout: 5) == .stopped(SIGSTOP))
        await expectTerminalGivenBack(probe, since: mark)
        kill(probe.pty.pid, SIGCONT)
        #expect(await probe.quit() == .exited(0))
    }

    @Test("a read from the background (EIO) waits for the foreground instead of quitting")
    func backgroundRead() async throws {
        let probe = try await Probe.start(under: .jobControl)
        await probe.pty.type([0x1A])
        #expect(await probe.pty.waitForOutput("shell: bg"))
        // Nobody else reads the terminal now, so the probe tries: it is in the background. The
        // terminal is cooked again, so a line is readable only once it ends.
        await probe.pty.type("x\r")
        let stoppedAgain = await probe.pty.waitForOutput("shell: stopped again")
        #expect(stoppedAgain, "\(String(decoding: probe.pty.output.suffix(200), as: UTF8.self))")
        #expect(await probe.waitForLog { $0.contains("key U+78") }, "after fg the key typed meanwhile arrives")
        await probe.pty.type("q")
        #expect(await probe.pty.waitForOutput("shell: exited 0"))
    }
}

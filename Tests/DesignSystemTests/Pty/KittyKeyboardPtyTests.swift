import Foundation
import TerminalTestSupport
import Testing

/// The kitty keyboard protocol on a scripted terminal (PtySession plays kitty's flag stacks):
/// asked after the first frame, pushed only once the terminal said it has it, popped on every
/// way out, pushed again after `fg`, and Esc then acts at once.
@Suite("Kitty keyboard (pty)", .serialized, .timeLimit(.minutes(1)))
struct KittyKeyboardPtyTests {
    static let query = "\u{1B}[?u\u{1B}[c"
    static let push = "\u{1B}[>1u"
    static let pop = "\u{1B}[<u"

    private func text(_ probe: Probe, from mark: Int = 0) -> String {
        String(decoding: probe.pty.output[min(mark, probe.pty.output.count)...], as: UTF8.self)
    }

    /// Starts the probe asking for the protocol on a terminal that has it, and waits until the
    /// flags are pushed and confirmed (the second query's answer came: the terminal read the push).
    private func startWithFlagsOn(environment: [String: String] = [:]) async throws -> Probe {
        let probe = try await Probe.start(environment: environment, arguments: ["--kitty-keyboard"], answering: .atOnce, kittyKeyboard: .present)
        let pushedAndAskedAgain = Array((Self.push + Self.query).utf8)
        guard await probe.pty.readOutput(timeout: 5, until: { $0.firstRange(of: pushedAndAskedAgain) != nil }) else {
            throw PtySession.Failure(description: "no push; output: \(text(probe).suffix(300).debugDescription)")
        }
        return probe
    }

    @Test("the query (flags, then DA1) is sent after the first frame; not under TERM=linux or dumb, nor with the variable at 0")
    func querySent() async throws {
        let probe = try await Probe.start(arguments: ["--kitty-keyboard"], answering: .atOnce, kittyKeyboard: .present)
        #expect(await probe.pty.waitForOutput(Self.query), "output: \(text(probe).suffix(200).debugDescription)")
        #expect(await probe.quit() == .exited(0))
        for environment in [["TERM": "linux"], ["TERM": "dumb"], ["MODULAR_TERMINAL_APP_KITTY_KEYBOARD": "0"]] {
            let quiet = try await Probe.start(environment: environment, arguments: ["--kitty-keyboard"], answering: .atOnce, kittyKeyboard: .present)
            await pause(0.3)
            #expect(await quiet.quit() == .exited(0))
            #expect(!text(quiet).contains("\u{1B}[?u"), "\(environment)")
            #expect(!text(quiet).contains(Self.push), "\(environment)")
        }
    }

    @Test("a positive answer pushes flag 1 and asks again; the flags are in force while the app runs")
    func pushedOnPositiveAnswer() async throws {
        let probe = try await startWithFlagsOn()
        #expect(probe.pty.kittyFlagsInForce == 1)
        #expect(await probe.quit() == .exited(0))
    }

    @Test(
        "no push where the terminal answers DA1 alone (xterm, tmux), answers after the wait, or never answers; keys work and a late answer is no key",
        arguments: [PtySession.Answering.atOnce, .late(seconds: 2.6), .never])
    func noPushWithoutPositiveAnswer(answering: PtySession.Answering) async throws {
        let support: KittyKeyboardSupport = answering == .atOnce ? .absent : .present
        let probe = try await Probe.start(arguments: ["--kitty-keyboard"], answering: answering, kittyKeyboard: support)
        #expect(await probe.pty.waitForOutput(Self.query))
        // Past the host's wait (2 s) and the late answer (2.6 s).
        await pause(answering == .atOnce ? 0.5 : 3.2)
        await probe.pty.type("k")
        #expect(await probe.waitForLog { $0.contains("key U+6B") })
        #expect(!text(probe).contains(Self.push))
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == ["U+6B", "U+71"], "the answers were no keys")
        #expect(probe.pty.kittyEntriesLeft == 0)
    }

    @Test("a terminal that claims the protocol but does not take the flags gets them popped at once")
    func refusedFlagsPopped() async throws {
        let probe = try await Probe.start(arguments: ["--kitty-keyboard"], answering: .atOnce, kittyKeyboard: .ignoringPushes)
        // Popped as soon as the answer to the query after the push shows the flags were not taken;
        // a frame the probe draws meanwhile may come between the query and the pop.
        let pushedThenPopped = await probe.pty.readOutput(timeout: 5) { bytes in
            let output = String(decoding: bytes, as: UTF8.self)
            guard let asked = output.range(of: Self.push + Self.query) else { return false }
            return output[asked.upperBound...].contains(Self.pop)
        }
        #expect(pushedThenPopped, "output: \(text(probe).suffix(200).debugDescription)")
        #expect(await probe.quit() == .exited(0))
        // Popped once, not again on the way out.
        #expect(text(probe).components(separatedBy: Self.pop).count == 2)
    }

    @Test("q pops the flags before leaving the alternate screen, where they were pushed")
    func poppedOnQuit() async throws {
        let probe = try await startWithFlagsOn()
        let mark = probe.pty.output.count
        #expect(await probe.quit() == .exited(0))
        await probe.pty.readOutput(from: mark, timeout: 1) { String(decoding: $0, as: UTF8.self).contains(TerminalSequence.leaveAlternateScreen) }
        let leaving = text(probe, from: mark)
        let pop = try #require(leaving.range(of: Self.pop), "popped: \(leaving.debugDescription)")
        let leave = try #require(leaving.range(of: TerminalSequence.leaveAlternateScreen))
        #expect(pop.lowerBound < leave.lowerBound)
        #expect(probe.pty.kittyEntriesLeft == 0)
    }

    @Test("Ctrl-C as kitty sends it (ESC [ 99 ; 5 u) ends the run with 130 and pops the flags")
    func poppedOnControlC() async throws {
        let probe = try await startWithFlagsOn()
        await probe.pty.type("\u{1B}[99;5u")
        #expect(await probe.nextEnd(timeout: 5) == .exited(130))
        #expect(probe.pty.kittyEntriesLeft == 0)
    }

    @Test("SIGTERM pops the flags", arguments: [(SIGTERM, PtySession.Event.exited(143)), (SIGHUP, .exited(129))])
    func poppedOnSignal(signal: Int32, end: PtySession.Event) async throws {
        let probe = try await startWithFlagsOn()
        kill(probe.pty.pid, signal)
        #expect(await probe.nextEnd(timeout: 5) == end)
        await probe.pty.readOutput(timeout: 0.5) { String(decoding: $0, as: UTF8.self).contains(TerminalSequence.leaveAlternateScreen) }
        #expect(probe.pty.kittyEntriesLeft == 0)
    }

    @Test("a crash pops the flags first (after CAN), before the process dies of its signal")
    func poppedOnCrash() async throws {
        let probe = try await startWithFlagsOn()
        let mark = probe.pty.output.count
        kill(probe.pty.pid, SIGSEGV)
        #expect(await probe.nextEnd(timeout: 5) == .signalled(SIGSEGV))
        await probe.pty.readOutput(from: mark, timeout: 1) { String(decoding: $0, as: UTF8.self).contains(TerminalSequence.leaveAlternateScreen) }
        #expect(text(probe, from: mark).contains("\u{18}" + Self.pop), "output: \(text(probe, from: mark).debugDescription)")
        #expect(probe.pty.kittyEntriesLeft == 0)
    }

    @Test("Ctrl-Z as kitty sends it pops the flags before the app stops; fg (SIGCONT) pushes them again; q pops them")
    func suspendAndResume() async throws {
        let probe = try await startWithFlagsOn()
        await probe.pty.type("\u{1B}[122;5u")
        #expect(await probe.pty.nextEvent(timeout: 5) == .stopped(SIGSTOP))
        #expect(await probe.pty.readOutput(timeout: 2) { String(decoding: $0, as: UTF8.self).contains(TerminalSequence.leaveAlternateScreen) })
        #expect(probe.pty.kittyEntriesLeft == 0, "popped while stopped")
        let mark = probe.pty.output.count
        kill(probe.pty.pid, SIGCONT)
        #expect(await probe.pty.nextEvent(timeout: 5) == .continued)
        #expect(await probe.pty.readOutput(from: mark, timeout: 5) { String(decoding: $0, as: UTF8.self).contains("screen host probe") })
        let resumed = text(probe, from: mark)
        let enter = try #require(resumed.range(of: TerminalSequence.enterAlternateScreen))
        let push = try #require(resumed.range(of: Self.push), "pushed again: \(resumed.prefix(200).debugDescription)")
        #expect(enter.lowerBound < push.lowerBound, "on the alternate screen")
        #expect(probe.pty.kittyFlagsInForce == 1)
        #expect(await probe.quit() == .exited(0))
        #expect(probe.pty.kittyEntriesLeft == 0)
    }

    @Test("with the flags on, Esc (ESC [ 27 u) acts at once, not after the escape timeout; Ctrl-I and Tab, Ctrl-M and Enter are told apart")
    func escapeAtOnce() async throws {
        // An escape timeout far longer than the wait below: a lone ESC could not be Escape in time.
        let probe = try await startWithFlagsOn(environment: ["ESCDELAY": "10000"])
        let start = Date()
        await probe.pty.type("\u{1B}[27u")
        #expect(await probe.waitForLog(timeout: 2) { $0.contains("key escape") }, "keys: \(probe.keys)")
        // Within a frame's time on a busy machine, far under the 10 s timeout.
        #expect(Date().timeIntervalSince(start) < 2)
        await probe.pty.type("\u{1B}[105;5u\t\u{1B}[109;5u\r")
        #expect(await probe.waitForLog { $0.filter { $0.hasPrefix("key ") }.count >= 5 })
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == ["escape", "^i", "tab", "^m", "enter", "U+71"])
    }
}

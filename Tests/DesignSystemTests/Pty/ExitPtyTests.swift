import Foundation
import TerminalTestSupport
import Testing

/// Every way out restores the terminal with the right status, and hostile sizes cannot hurt.
@Suite("Screen host exits and sizes (pty)", .serialized, .timeLimit(.minutes(1)))
struct ExitPtyTests {
    @Test("SIGQUIT restores the terminal and exits 131 with no crash report")
    func quitSignal() async throws {
        let probe = try await Probe.start()
        let mark = probe.pty.output.count
        kill(probe.pty.pid, SIGQUIT)
        #expect(await probe.nextEnd(timeout: 5) == .exited(131))
        await probe.pty.readOutput(from: mark, timeout: 0.5) { $0.contains(Array(TerminalSequence.leaveAlternateScreen.utf8)) }
        let output = String(decoding: probe.pty.output[mark...], as: UTF8.self)
        #expect(output.contains(TerminalSequence.leaveAlternateScreen))
        #expect(!output.contains("Stack") && !output.contains("Fatal") && !output.contains("💣"))
    }

    @Test(
        "a crash leaves the alternate screen, shows the cursor and gives the cooked terminal back before the process dies of its signal",
        arguments: [SIGSEGV, SIGABRT])
    func crashRestores(signal: Int32) async throws {
        let probe = try await Probe.start()
        let mark = probe.pty.output.count
        kill(probe.pty.pid, signal)
        let end = await probe.nextEnd(timeout: 5)
        #expect(end == .signalled(signal), "ended: \(String(describing: end)); log: \(probe.log)")
        await probe.pty.readOutput(from: mark, timeout: 0.5) { $0.contains(Array(TerminalSequence.leaveAlternateScreen.utf8)) }
        let output = String(decoding: probe.pty.output[mark...], as: UTF8.self)
        #expect(output.contains(TerminalSequence.leaveAlternateScreen))
        #expect(output.contains(TerminalSequence.showCursor))
        // CAN first: a frame the crash cut in the middle of an escape sequence cannot swallow them.
        #expect(output.contains("\u{18}\u{1B}[0m"))
        #expect(probe.pty.isCooked)
    }

    @Test(
        "a signal taken by a thread other than the main one is handled just the same: a crash restores and dies of it, SIGTERM ends with 143",
        .enabled(if: LinuxOnly.isLinux, "a signal for one thread, and the list of a process's threads, are Linux calls"),
        arguments: [(SIGSEGV, PtySession.Event.signalled(SIGSEGV)), (SIGTERM, .exited(143))])
    func signalOnAnotherThread(signal: Int32, expectedEnd: PtySession.Event) async throws {
        let probe = try await Probe.start(arguments: ["--spare-thread"])
        let mark = probe.pty.output.count
        let pid = probe.pty.pid
        let thread = try #require(LinuxOnly.threads(of: pid).first { LinuxOnly.threadName($0, of: pid) == "spare" }, "the probe's spare thread")
        #expect(LinuxOnly.sendSignal(signal, toThread: thread, of: pid) == 0)
        let end = await probe.nextEnd(timeout: 5)
        // A handler that inherited the main actor's isolation died here of SIGILL, restoring nothing.
        #expect(end == expectedEnd, "ended: \(String(describing: end))")
        await probe.pty.readOutput(from: mark, timeout: 0.5) { $0.contains(Array(TerminalSequence.leaveAlternateScreen.utf8)) }
        let output = String(decoding: probe.pty.output[mark...], as: UTF8.self)
        #expect(output.contains(TerminalSequence.leaveAlternateScreen))
        #expect(probe.pty.isCooked)
    }

    @Test("a run gives back every signal it relays or ignores as it found it, after a quit and when there is no terminal to take")
    func signalsGivenBack() async throws {
        let quitting = try await Probe.start(arguments: ["--report-signals"])
        #expect(await quitting.quit() == .exited(0))
        let before = try #require(quitting.log.first { $0.hasPrefix("signals before: ") }?.dropFirst("signals before: ".count))
        #expect(quitting.log.contains("signals after: \(before)"), "log: \(quitting.log.suffix(3))")
        // The relay starts before the terminal is taken; a run that cannot take it stops the relay.
        let refused = try Probe.launch(arguments: ["--report-signals", "--input-from-null"])
        #expect(await refused.nextEnd(timeout: 5) == .exited(2))
        #expect(refused.log.contains("run failed: notATerminal"), "log: \(refused.log)")
        let found = try #require(refused.log.first { $0.hasPrefix("signals before: ") }?.dropFirst("signals before: ".count))
        #expect(refused.log.contains("signals after: \(found)"), "log: \(refused.log)")
    }

    @Test("SIGUSR1, SIGUSR2 and SIGALRM neither end nor disturb the app")
    func harmlessSignals() async throws {
        let probe = try await Probe.start()
        for signal in [SIGUSR1, SIGUSR2, SIGALRM] { kill(probe.pty.pid, signal) }
        await probe.pty.type("k")
        #expect(await probe.quit() == .exited(0))
        #expect(probe.keys == ["U+6B", "U+71"])
    }

    @Test("closing the terminal exits 129, as SIGHUP does")
    func closedTerminal() async throws {
        let probe = try await Probe.start()
        probe.pty.hangUp()
        #expect(await probe.nextEnd(timeout: 5) == .exited(129))
    }

    @Test("a bogus huge terminal size is clamped; the app lives on")
    func hugeSize() async throws {
        let probe = try await Probe.start()
        probe.pty.resize(columns: 60_000, rows: 60_000)
        // One frame after the launch's two.
        #expect(await probe.waitForLog(timeout: 30) { $0.filter { $0.hasPrefix("frame ") }.count >= 3 }, "a frame at the clamped size")
        #expect(await probe.quit() == .exited(0))
    }

    @Test("keys are not acted on while the terminal is too small")
    func tooSmall() async throws {
        let probe = try await Probe.start()
        probe.pty.resize(columns: 19, rows: 5)
        #expect(await probe.pty.waitForOutput("small"))
        await probe.pty.type("x")
        // Ctrl-C still quits; the screen under the message saw no key at all.
        await probe.pty.type([0x03])
        #expect(await probe.nextEnd(timeout: 5) == .exited(130))
        #expect(probe.keys == [])
    }
}

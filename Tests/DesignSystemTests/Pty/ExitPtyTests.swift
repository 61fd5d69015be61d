import Foundation
import Glibc
import TerminalTestSupport
import Testing

/// Every way out restores the terminal with the right status, and hostile sizes cannot hurt
/// (issue 16, points 11 and 12).
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
        #expect(probe.pty.localModes & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }

    @Test(
        "a signal taken by a thread other than the main one is handled just the same: a crash restores and dies of it, SIGTERM ends with 143",
        arguments: [(SIGSEGV, PtySession.Event.signalled(SIGSEGV)), (SIGTERM, .exited(143))])
    func signalOnAnotherThread(signal: Int32, expectedEnd: PtySession.Event) async throws {
        let probe = try await Probe.start(arguments: ["--spare-thread"])
        let mark = probe.pty.output.count
        let thread = try #require(threads(of: probe.pty.pid).first { threadName($0, of: probe.pty.pid) == "spare" }, "the probe's spare thread")
        #expect(sendSignal(signal, toThread: thread, of: probe.pty.pid) == 0)
        let end = await probe.nextEnd(timeout: 5)
        // A handler that inherited the main actor's isolation died here of SIGILL, restoring nothing.
        #expect(end == expectedEnd, "ended: \(String(describing: end))")
        await probe.pty.readOutput(from: mark, timeout: 0.5) { $0.contains(Array(TerminalSequence.leaveAlternateScreen.utf8)) }
        let output = String(decoding: probe.pty.output[mark...], as: UTF8.self)
        #expect(output.contains(TerminalSequence.leaveAlternateScreen))
        #expect(probe.pty.localModes & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
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
        #expect(await probe.waitForLog(timeout: 30) { $0.filter { $0.hasPrefix("frame ") }.count >= 2 }, "a frame at the clamped size")
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

/// The ids of the threads of process `pid`.
private func threads(of pid: pid_t) -> [pid_t] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return names.compactMap { pid_t($0) }.sorted()
}

/// The name of `thread` of `pid` (/proc/PID/task/TID/comm).
private func threadName(_ thread: pid_t, of pid: pid_t) -> String {
    let name = (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/comm", encoding: .utf8)) ?? ""
    return name.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// tgkill(2): a signal for one thread. Swift's Glibc module does not show glibc's wrapper, so it is looked up.
private func sendSignal(_ signal: Int32, toThread thread: pid_t, of pid: pid_t) -> Int32 {
    typealias ThreadKill = @convention(c) (pid_t, pid_t, Int32) -> Int32
    guard let symbol = dlsym(nil, "tgkill") else { return -1 }
    return unsafeBitCast(symbol, to: ThreadKill.self)(pid, thread, signal)
}

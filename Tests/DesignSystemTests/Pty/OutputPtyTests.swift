import Foundation
import TerminalTestSupport
import Testing

/// A terminal that stops reading must not make the app deaf to signals.
@Suite("Screen host output (pty)", .serialized, .timeLimit(.minutes(1)))
struct OutputPtyTests {
    @Test("with output paused, SIGTERM, SIGINT and SIGHUP end the app within a second", arguments: [SIGTERM, SIGINT, SIGHUP])
    func stuckOutput(signal: Int32) async throws {
        let probe = try await Probe.start(columns: 300, rows: 100, arguments: ["--report-signals"])
        // Until the run has ended the test reads nothing: each `f` redraws 30,000 cells, far more
        // than the pty holds, so without non-blocking output the app would block in write(2).
        // One key at a time, each its own frame; a host that blocks in write stops taking keys.
        for count in 1...8 {
            await probe.pty.type("f")
            await probe.waitForLog(timeout: 1, readingOutput: false) { $0.filter { $0 == "key U+66" }.count == count }
        }
        kill(probe.pty.pid, signal)
        // The run's end, still unread: the log says it ("signals after"). The exit itself is then
        // waited for reading, as a terminal would: on macOS the probe, which leads the session,
        // cannot finish exiting before its output has been read (PtySession.nextEvent).
        #expect(await probe.waitForLog(timeout: 1, readingOutput: false) { $0.contains { $0.hasPrefix("signals after") } }, "log: \(probe.log.suffix(3))")
        let end = await probe.nextEnd(timeout: 5)
        #expect(end == .exited(128 + signal))
    }

    @Test("quitting while a frame is still going out to a slow terminal gives the terminal back: the rest of the frame is dropped, not the restoring bytes")
    func leavingMidFrame() async throws {
        let probe = try await Probe.start(columns: 1000, rows: 1000)
        // A frame of a million cells, far more than the pty holds, and nobody reading: the app
        // holds the rest.
        await probe.pty.type("f")
        await probe.waitForLog(timeout: 5, readingOutput: false) { $0.contains("frame 3") }
        let mark = probe.pty.output.count
        await probe.pty.type("q")
        // A slow terminal: one read every 40 ms. The rest of the frame would take longer to go
        // out than the host waits when it leaves (0.1 s); the bytes that restore the terminal
        // must not wait behind it.
        var end: PtySession.Event?
        for _ in 0..<100 where end == nil {
            // Reads until something came: one read(2), at most 64 KB.
            await probe.pty.readOutput(from: probe.pty.output.count, timeout: 0.04) { !$0.isEmpty }
            end = await probe.nextEnd(timeout: 0.04, readingOutput: false)
        }
        #expect(end == .exited(0))
        await probe.pty.readOutput(from: mark, timeout: 1) { $0.contains(Array(TerminalSequence.leaveAlternateScreen.utf8)) }
        let output = String(decoding: probe.pty.output[mark...], as: UTF8.self)
        #expect(output.contains(TerminalSequence.leaveAlternateScreen))
        #expect(output.contains(TerminalSequence.showCursor))
        // The frame was cut: CAN ends whatever escape sequence it was in the middle of.
        #expect(output.contains("\u{18}\u{1B}[0m"))
    }

    @Test("when frames pile up only the latest is drawn")
    func latestFrameWins() async throws {
        let probe = try await Probe.start(columns: 300, rows: 100)
        for count in 1...9 {
            await probe.pty.type("f")
            #expect(await probe.waitForLog(readingOutput: false) { $0.filter { $0 == "key U+66" }.count == count })
        }
        let framesWhileStuck = probe.log.filter { $0.hasPrefix("frame ") }.count
        // Nine keys and the first frame, but the terminal read nothing: the frames in between
        // were never built, let alone queued.
        #expect(framesWhileStuck < 9)
        // Reading again lets the latest state out: one more frame, built once there is room.
        let mark = probe.log.count
        #expect(await probe.waitForLog { $0.count > mark && $0.last?.hasPrefix("frame ") == true })
        #expect(await probe.quit() == .exited(0))
    }
}

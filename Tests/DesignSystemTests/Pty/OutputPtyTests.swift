import Foundation
import TerminalTestSupport
import Testing

/// A terminal that stops reading must not make the app deaf to signals.
@Suite("Screen host output (pty)", .serialized, .timeLimit(.minutes(1)))
struct OutputPtyTests {
    @Test("with output paused, SIGTERM, SIGINT and SIGHUP end the app within a second", arguments: [SIGTERM, SIGINT, SIGHUP])
    func stuckOutput(signal: Int32) async throws {
        let probe = try await Probe.start(columns: 300, rows: 100)
        // From here on the test reads nothing: each `f` redraws 30,000 cells, far more than the
        // pty holds, so without non-blocking output the app would block in write(2).
        // One key at a time, each its own frame; a host that blocks in write stops taking keys.
        for count in 1...8 {
            await probe.pty.type("f")
            await probe.waitForLog(timeout: 1, readingOutput: false) { $0.filter { $0 == "key U+66" }.count == count }
        }
        kill(probe.pty.pid, signal)
        let end = await probe.nextEnd(timeout: 1)
        #expect(end == .exited(128 + signal))
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

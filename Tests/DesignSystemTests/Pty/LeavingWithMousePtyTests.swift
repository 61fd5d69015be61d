import Foundation
import TerminalTestSupport
import Testing

/// Leaving while the mouse is on: the terminal keeps sending reports until it reads the
/// sequence that turns them off, so some are on their way as the app gives the terminal back.
/// None may be left for the shell, which would read them as typed text. The probe runs under a
/// shell that outlives it (Probe.Shell.holding), so the input it left is still there to take on
/// macOS too, where the end of a session leader flushes it.
@Suite("Leaving with the mouse on (pty)", .serialized, .timeLimit(.minutes(3)))
struct LeavingWithMousePtyTests {
    static let wheelDown = "\u{1B}[<65;10;5M"
    static let reportsOff = "\u{1B}[?1000l"
    static let statusQuery = "\u{1B}[5n"

    /// Plays a terminal whose wheel turns while q is pressed: reports before and after the q, and
    /// more until the app's output turns reporting off (then, as a terminal does, it stops; the
    /// session answers the status query that follows, as a terminal does). Returns whether the
    /// app asked for the status.
    private func quitWithWheelTurning(_ pty: PtySession) async -> Bool {
        _ = await pty.type(String(repeating: Self.wheelDown, count: 30) + "q" + String(repeating: Self.wheelDown, count: 30))
        let reportsOff = Array(Self.reportsOff.utf8)
        for _ in 0..<500 {
            if await pty.readOutput(timeout: 0.01, until: { $0.firstRange(of: reportsOff) != nil }) { break }
            // Only while the terminal has not read the sequence that turns reports off.
            guard await offThePool({ pty.type(Array(String(repeating: Self.wheelDown, count: 5).utf8), unlessOutputContains: reportsOff) }) else { break }
        }
        return await pty.waitForOutput(Self.statusQuery)
    }

    /// How the probe ended, as the shell under it tells (`exited N`) in the output after `start`
    /// (taken before the probe was asked to quit: the shell may have said it already); nil if it
    /// did not say so within 10 seconds.
    private func waitForExit(_ pty: PtySession, since start: Int) async -> String? {
        guard await pty.readOutput(from: start, timeout: 10, until: { String(decoding: $0, as: UTF8.self).contains("shell: exited") }) else { return nil }
        let said = String(decoding: pty.output[start...], as: UTF8.self)
        return said.range(of: "shell: exited [0-9]+", options: .regularExpression).map { String(said[$0].dropFirst("shell: ".count)) }
    }

    @Test("wheel reports in flight as q is pressed never reach the shell: 20 runs in 20")
    func reportsInFlightAreDropped() async throws {
        for run in 1...20 {
            // The terminal answers the status query the moment the app sends it, as real ones
            // do, whatever the test is doing: an answer that waits for the test to read could
            // come after the app's second, on a busy machine, and be left for the shell.
            let probe = try await Probe.start(arguments: ["--mouse"], under: .holding, answering: .atOnce)
            // The shell outlives the probe: closing the terminal ends it (SIGHUP).
            defer { probe.pty.hangUp() }
            let beforeQuit = probe.pty.output.count
            #expect(await quitWithWheelTurning(probe.pty), "run \(run): the app asked nothing before leaving")
            #expect(await waitForExit(probe.pty, since: beforeQuit) == "exited 0", "run \(run)")
            let unread = try #require(probe.pty.takeUnreadInput(), "run \(run): the terminal's input cannot be read")
            #expect(unread.isEmpty, "run \(run): the shell would read \(String(decoding: unread, as: UTF8.self).debugDescription)")
            #expect(probe.pty.isCooked, "run \(run)")
        }
    }

    @Test("reporting stops before the SGR form ends, so no report can come in the raw X10 form")
    func reportingStopsFirst() async throws {
        let probe = try await Probe.start(arguments: ["--mouse"], under: .holding, answering: .atOnce)
        // The shell outlives the probe: closing the terminal ends it (SIGHUP).
        defer { probe.pty.hangUp() }
        let beforeQuit = probe.pty.output.count
        #expect(await probe.pty.type("q"))
        #expect(await probe.pty.waitForOutput(Self.statusQuery))
        let output = String(decoding: probe.pty.output, as: UTF8.self)
        let sgrOff = try #require(output.range(of: "\u{1B}[?1006l", options: .backwards))
        let pressesOff = try #require(output.range(of: Self.reportsOff, options: .backwards))
        let dragsOff = try #require(output.range(of: "\u{1B}[?1002l", options: .backwards))
        #expect(dragsOff.lowerBound < sgrOff.lowerBound && pressesOff.lowerBound < sgrOff.lowerBound)
        #expect(await waitForExit(probe.pty, since: beforeQuit) == "exited 0")
        #expect(probe.pty.takeUnreadInput() == [])
    }

    @Test("a terminal that never answers the status query gets its terminal back after a second at most, its input dropped")
    func terminalThatDoesNotAnswer() async throws {
        let probe = try await Probe.start(arguments: ["--mouse"], under: .holding)
        // The shell outlives the probe: closing the terminal ends it (SIGHUP).
        defer { probe.pty.hangUp() }
        probe.pty.answersStatusQueries = false
        let beforeQuit = probe.pty.output.count
        #expect(await probe.pty.type(String(repeating: Self.wheelDown, count: 10) + "q" + String(repeating: Self.wheelDown, count: 10)))
        #expect(await probe.pty.waitForOutput(Self.statusQuery))
        #expect(await waitForExit(probe.pty, since: beforeQuit) == "exited 0")
        #expect(probe.pty.takeUnreadInput() == [])
        #expect(probe.pty.isCooked)
    }
}

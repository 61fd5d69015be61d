import Foundation
import TerminalTestSupport
import Testing

/// What a session recorder hears from the screen host through a real pty: every key the screen
/// gets, the resizes, suspend and resume.
@Suite("Screen host input observer (pty)", .serialized, .timeLimit(.minutes(1)))
struct InputObserverPtyTests {
    @Test("the observer hears each key before the screen acts on it, a resize, and Ctrl-Z then fg as suspend and resume")
    func observerHearsInput() async throws {
        let probe = try await Probe.start(arguments: ["--log-input"])
        await probe.pty.type("ab")
        #expect(await probe.waitForLog { $0.contains("key U+62") })
        probe.pty.resize(columns: 100, rows: 30)
        #expect(await probe.waitForLog { $0.contains("input resize 100x30") })
        await probe.pty.type([0x1A])
        #expect(await probe.pty.nextEvent(timeout: 5) == .stopped(SIGSTOP))
        kill(probe.pty.pid, SIGCONT)
        #expect(await probe.pty.nextEvent(timeout: 5) == .continued)
        #expect(await probe.waitForLog { $0.contains("input resume") })
        #expect(await probe.quit() == .exited(0))
        let heard = probe.log.filter { $0.hasPrefix("input ") || $0.hasPrefix("key ") }
        #expect(
            heard == [
                "input key U+61", "key U+61", "input key U+62", "key U+62", "input resize 100x30", "input suspend", "input resume",
                "input key U+71", "key U+71",
            ], "\(heard)")
    }
}

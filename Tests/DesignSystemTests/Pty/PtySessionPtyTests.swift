import Foundation
import TerminalTestSupport
import Testing

/// The pty session itself, which every pty test relies on.
@Suite("The pty session (pty)", .timeLimit(.minutes(1)))
struct PtySessionPtyTests {
    static let written = 1 << 20

    /// A program blocked on a full pty cannot exit on Linux, and a session leader with unread
    /// output cannot finish exiting on macOS (xnu drains its terminal first, with no timeout for a
    /// pty): in both, only a reader lets it go, so the session reads while it waits for the end.
    @Test("a program that writes 1 MiB and exits is seen to exit, and all it wrote is kept")
    func exitAfterMoreThanThePtyHolds() async throws {
        let pty = try PtySession(executable: "/bin/sh", arguments: ["-c", "head -c \(Self.written) /dev/zero; exit 7"])
        #expect(await pty.nextEvent(timeout: 20) == .exited(7))
        // The last of it may still be in the pty when the end is seen.
        #expect(await pty.readOutput(timeout: 5) { $0.count >= Self.written })
        #expect(pty.output.count == Self.written)
    }

    /// Modes that cannot be read are no modes: all flags off would otherwise pass for raw mode
    /// (on macOS every descriptor of the slave dies when the session leader exits).
    @Test("once the terminal is closed its modes read as neither raw nor cooked")
    func unreadableModes() async throws {
        let pty = try PtySession(executable: "/bin/sh", arguments: ["-c", "sleep 30"])
        #expect(pty.isCooked && !pty.isRaw, "a new pty is cooked")
        pty.hangUp()
        #expect(!pty.isRaw && !pty.isCooked && !pty.makesSignals)
    }
}

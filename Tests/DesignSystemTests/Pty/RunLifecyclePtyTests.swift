import Foundation
import TerminalTestSupport
import Testing

/// A run of the screen host ends when its task is cancelled, a host runs once at a time, and
/// runs leave no descriptor behind.
@Suite("Screen host runs: cancellation, one at a time, nothing left open (pty)", .serialized, .timeLimit(.minutes(1)))
struct RunLifecyclePtyTests {
    @Test(
        "a program started on a pty holds its pty and nothing else of the test runner's",
        .enabled(if: LinuxOnly.isLinux, "the listing reads the proc file system of Linux"))
    func ptyChildInheritsNothing() async throws {
        // A descriptor of the runner's without close-on-exec, as Foundation's pipes can be.
        let pipe = Pipe()
        defer { try? pipe.fileHandleForWriting.close() }
        let session = try PtySession(executable: "/bin/ls", arguments: [LinuxOnly.ownDescriptorsDirectory])
        #expect(await session.nextEvent(timeout: 5) == .exited(0))
        await session.readOutput(timeout: 1) { String(decoding: $0, as: UTF8.self).contains("2") }
        // 0, 1 and 2 are the pty; 3 is the listing's own open directory.
        let listed = String(decoding: session.output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        #expect(listed == ["0", "1", "2", "3"], "\(listed)")
    }

    @Test("100 runs each ended by cancelling their task leave no descriptor open, and a second run beside a running one is refused")
    func cancelledRunsLeaveNothingOpen() async throws {
        let probe = try await Probe.start(arguments: ["--run-cycles", "100"])
        let reported = await probe.waitForLog(timeout: 30) { log in log.contains { $0.hasPrefix("cycles: ") } }
        #expect(reported, "log: \(probe.log.suffix(5))")
        let line = try #require(probe.log.first { $0.hasPrefix("cycles: ") })
        // Before the signal relay closed its pipe, each run left two descriptors open: 198 more
        // here. The runtime's own threads open and close a few on their own under load, so a
        // handful either way is not a leak.
        let counts = line.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
        #expect(counts.count == 2 && counts[1] - counts[0] < 20, "\(line)")
        // Every run ended as cancelled, none hung (a run without a cancellation handler never returned).
        #expect(line.contains("exits cancelled,"), "\(line)")
        #expect(line.hasSuffix("second run alreadyRunning"), "\(line)")
        // The host still runs normally afterwards, and gives the terminal back.
        await probe.pty.type("k")
        #expect(await probe.waitForLog { $0.contains("key U+6B") })
        #expect(await probe.quit() == .exited(0))
        #expect(probe.pty.isCooked)
    }
}

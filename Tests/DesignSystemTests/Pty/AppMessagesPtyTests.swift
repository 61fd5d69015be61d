import Foundation
import TerminalTestSupport
import Testing

/// What the apps say when the terminal cannot be used or the output cannot be written.
/// The apps are the ones built beside the tests.
@Suite("App messages for unusable terminals and outputs", .serialized, .timeLimit(.minutes(1)))
struct AppMessagesPtyTests {
    private func app(_ name: String) -> String {
        URL(fileURLWithPath: Probe.executable).deletingLastPathComponent().appendingPathComponent(name).path
    }

    @Test("TERM=dumb says dumb terminals are not supported, not that there is no terminal")
    func dumbTerminal() async throws {
        let pty = try PtySession(executable: app("MainCLI"), environment: ["TERM": "dumb", "LANG": "C"])
        #expect(await pty.waitForOutput("dumb terminal"))
        #expect(!String(decoding: pty.output, as: UTF8.self).contains("TTY"))
        #expect(await pty.nextEvent(timeout: 5) == .exited(2))
    }

    @Test(
        "render to a full disk exits non-zero and says why", .enabled(if: LinuxOnly.isLinux, "/dev/full, the device that is always full, exists only on Linux"))
    func fullDisk() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app("DemoCLI"))
        process.arguments = ["render", "home"]
        process.environment = ["LANG": "C"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: LinuxOnly.fullDevice))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(message.contains("No space left on device"))
    }
}

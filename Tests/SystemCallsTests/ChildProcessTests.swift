import Foundation
import Testing

@testable import SystemCalls

/// ChildProcess against real programs: shell scripts written for each test stand in for a
/// clipboard tool, so nothing touches the user's clipboard.
@Suite("Child processes", .timeLimit(.minutes(1)))
struct ChildProcessTests {
    /// A directory of the test's own holding an executable script `name` with `body`.
    private static func tool(_ name: String, _ body: String) throws -> (directory: URL, path: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("child-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return (directory, path)
    }

    @Test("a program is found on PATH, the first directory that has it, never a directory or a path")
    func findsOnPath() throws {
        let (directory, path) = try Self.tool("fake-copy", "cat >/dev/null")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(ChildProcess.executable(named: "fake-copy", searchPath: "/nonexistent::" + directory.path) == path)
        #expect(ChildProcess.executable(named: "fake-copy", searchPath: "/nonexistent") == nil)
        #expect(ChildProcess.executable(named: "fake-copy", searchPath: nil) == nil)
        #expect(ChildProcess.executable(named: "../fake-copy", searchPath: directory.path) == nil)
    }

    @Test("the program gets exactly the input on its standard input, and its exit status is reported")
    func inputArrives() throws {
        let (directory, path) = try Self.tool("fake-copy", "cat >\"$OUT\"; exit 3")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("copied").path
        let text = "ribs-training://post/7 · 한국어 \u{1B}]52 " + String(repeating: "x", count: 200_000)
        let outcome = ChildProcess.run(path, arguments: [], environment: ["OUT": output], input: Array(text.utf8), timeoutMilliseconds: 20_000)
        #expect(outcome == .exited(status: 3))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data(text.utf8))
    }

    @Test("a program that hangs is killed at the deadline, and that is reported")
    func hangingProgramKilled() throws {
        // It never reads, so the input fills the pipe too: the writing must stop at the deadline as well.
        let (directory, path) = try Self.tool("hanging-copy", "exec sleep 30")
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = MonotonicClock.nanoseconds()
        let outcome = ChildProcess.run(path, arguments: [], environment: [:], input: Array(repeating: 0x41, count: 1_000_000), timeoutMilliseconds: 300)
        let elapsed = (MonotonicClock.nanoseconds() - start) / 1_000_000
        #expect(outcome == .timedOut)
        #expect(elapsed >= 300)
        // Well under the 30 s the program would sleep, with room for a busy machine.
        #expect(elapsed < 25_000)
    }

    @Test("a program that ends without reading its input is no SIGPIPE for the app")
    func closedInput() throws {
        let (directory, path) = try Self.tool("deaf-copy", "exit 0")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = ChildProcess.run(path, arguments: [], environment: [:], input: Array(repeating: 0x41, count: 1_000_000), timeoutMilliseconds: 10_000)
        #expect(outcome == .exited(status: 0))
    }

    @Test("a program still open for writing (ETXTBSY: just written, its writer's descriptor inherited by a fork) starts once it is closed")
    func busyProgramStartsWhenClosed() throws {
        let (directory, path) = try Self.tool("busy-copy", "exit 4")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = try #require(FileHandle(forWritingAtPath: path))
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) { try? writer.close() }
        let outcome = ChildProcess.run(path, arguments: [], environment: [:], input: [], timeoutMilliseconds: 10_000)
        #expect(outcome == .exited(status: 4))
    }

    @Test("a program that cannot be started says why")
    func notStarted() {
        let outcome = ChildProcess.run("/nonexistent/tool", arguments: [], environment: [:], input: [], timeoutMilliseconds: 1_000)
        #expect(outcome == .notStarted(.noSuchFile))
    }
}

import Foundation
import TerminalTestSupport
import Testing

/// `MainCLI replay FILE --check` as a process: the exit statuses its table declares, and one line
/// for a file it cannot replay.
@Suite("MainCLI replay --check", .timeLimit(.minutes(1)))
struct MainCLIReplayTests {
    static let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sessions/sign-in-and-a-won-game.jsonl").path

    static func run(_ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(MainCLIPtyTests.executable("MainCLI"), arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": "C"])
    }

    /// A copy of the recorded session changed by `change`, in a temporary file.
    static func copy(_ change: (inout [UInt8]) -> Void) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: session)))
        change(&bytes)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).jsonl").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a recorded session passes (exit 0); a different key makes it fail at its step with a diff (exit 1)")
    func passesAndFails() async throws {
        let passed = try await Self.run(["replay", Self.session, "--check"])
        #expect(passed.status == 0, "\(passed.error)")
        #expect(passed.output.contains("steps went as recorded"))
        // The last "3" (the winning move) becomes a "6".
        let changed = try Self.copy { bytes in
            let key = Array(#""key":"3""#.utf8)
            let at = (0...(bytes.count - key.count)).last { Array(bytes[$0..<($0 + key.count)]) == key }!
            bytes[at + key.count - 2] = UInt8(ascii: "6")
        }
        defer { try? FileManager.default.removeItem(atPath: changed) }
        let failed = try await Self.run(["replay", changed, "--check"])
        #expect(failed.status == 1)
        #expect(failed.output.contains(#"(key "6" at "#), "\(failed.output)")
        #expect(failed.output.contains("expected action TicTacToe"), "\(failed.output)")
    }

    @Test("a truncated, a damaged, a foreign and a missing file each exit 2 with one line")
    func damagedFiles() async throws {
        let truncated = try Self.copy { $0.removeLast(40) }
        let flipped = try Self.copy { $0[$0.count / 2] ^= 0x80 }
        let foreign = try Self.copy { $0 = Array("#!/bin/sh\necho hello\n".utf8) }
        defer { for path in [truncated, flipped, foreign] { try? FileManager.default.removeItem(atPath: path) } }
        for path in [truncated, flipped, foreign, "/nonexistent/session.jsonl"] {
            let run = try await Self.run(["replay", path, "--check"])
            #expect(run.status == 2, "\(path): \(run.error)")
            #expect(run.error.hasPrefix("MainCLI: error: ") && run.error.filter { $0 == "\n" }.count == 1, "\(run.error)")
        }
    }

    @Test("without --check, the live replay says it is not there yet and exits 2")
    func liveReplayIsNotFaked() async throws {
        let run = try await Self.run(["replay", Self.session])
        #expect(run.status == 2)
        #expect(run.error.contains("not there yet"))
    }
}

import Foundation
import Testing

@testable import AppHost

/// The sessions in `Tests/Sessions/`, recorded by hand with `MainCLI --record` in a real
/// terminal, replayed with `replay --check`'s logic: each must go exactly as recorded, and fast.
@MainActor
@Suite("Recorded sessions replay as recorded", .timeLimit(.minutes(1)))
struct RecordedSessionTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sessions")

    nonisolated static let sessions = [
        "sign-in-and-a-won-game"
    ]

    static func replay(_ name: String) async throws -> (SessionDifference?, Duration) {
        let recording = try SessionReader.read(path: folder.appendingPathComponent(name + ".jsonl").path)
        let started = ContinuousClock.now
        let replay = try SessionReplay(recording: recording)
        defer { replay.finish() }
        let difference = await replay.check()
        return (difference, ContinuousClock.now - started)
    }

    @Test("each session replays with no difference, in under a second", arguments: sessions)
    func replays(_ name: String) async throws {
        let (difference, duration) = try await Self.replay(name)
        #expect(difference == nil, "\(difference?.description ?? "")")
        #expect(duration < .seconds(1), "\(name) took \(duration)")
    }
}

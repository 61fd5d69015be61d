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

    /// The sessions the issue asks to be kept, which the folder must hold.
    nonisolated static let required = [
        "sign-in-and-a-won-game", "writing-a-post-and-opening-it", "books-with-a-promotion-code-and-checkout", "a-deep-link-during-a-game",
        "a-resize-and-ctrl-z-then-fg", "in-korean",
    ]

    /// Every recording in the folder, so that one copied there is replayed from then on.
    nonisolated static let sessions: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(".jsonl".count)) }.sorted()

    @Test("the folder holds the sessions the issue asks for")
    func folderHoldsTheRequiredSessions() {
        for name in Self.required { #expect(Self.sessions.contains(name), "Tests/Sessions/\(name).jsonl is missing") }
    }

    static func read(_ name: String) throws -> SessionRecording {
        try SessionReader.read(path: folder.appendingPathComponent(name + ".jsonl").path)
    }

    static func replay(_ name: String) async throws -> (SessionDifference?, Duration) {
        try await replay(read(name))
    }

    static func replay(_ recording: SessionRecording) async throws -> (SessionDifference?, Duration) {
        let started = ContinuousClock.now
        let replay = try SessionReplay(recording: recording)
        defer { replay.finish() }
        let difference = await replay.check()
        return (difference, ContinuousClock.now - started)
    }

    /// How fast: the `sessions` group of the Benchmarks target, in a release build (a timed test
    /// here would measure the rest of the suite, which shares the main actor with the replay).
    @Test("each session replays with no difference", arguments: sessions)
    func replays(_ name: String) async throws {
        let (difference, _) = try await Self.replay(name)
        #expect(difference == nil, "\(difference?.description ?? "")")
    }

    /// What a one-line change in `HomeInteractor` (a different number shown after a tap) does
    /// to the Korean session: its second lucky draw is handed back one higher, as an interactor
    /// that added one would show it. The check names the step of the tap and the state's
    /// field that differs, expected against got.
    @Test("a changed draw makes the session fail at its step with a readable diff by JSON path")
    func changedDrawFails() async throws {
        var recording = try Self.read("in-korean")
        let draws = recording.events.indices.filter { if case .draw = recording.events[$0].kind { true } else { false } }
        let second = try #require(draws.dropFirst().first)
        guard case .draw(var draw) = recording.events[second].kind else { return }
        draw.value = draw.value == draw.high ? draw.low : draw.value + 1
        recording.events[second].kind = .draw(draw)
        let (difference, _) = try await Self.replay(recording)
        let found = try #require(difference)
        let tap = SessionStep.steps(of: recording).first { $0.input.map { $0.time >= recording.events[second].time } ?? false }
        #expect(found.step == tap?.number)
        #expect(found.title.contains(#"(key "2" at "#), "\(found)")
        #expect(found.lines.contains { $0.contains("differs (expected → got)") }, "\(found)")
        #expect(found.lines.contains { $0.contains("message: \"뽑은 숫자는") }, "\(found)")
    }

    /// `replay --update`: after a deliberate change (here, a different winning move in the
    /// recording's input), the expectations are rewritten from what the app did, atomically,
    /// and the rewritten file replays with no difference.
    @Test("--update rewrites the expectations from the replay, and the rewritten recording passes")
    func updateRewrites() async throws {
        var recording = try Self.read("sign-in-and-a-won-game")
        let last = try #require(recording.events.lastIndex { $0.kind == .key(.character("3")) })
        recording.events[last].kind = .key(.character("6"))
        #expect(try await Self.replay(recording).0 != nil)
        let updating = try SessionReplay(recording: recording, updating: true)
        _ = await updating.check()
        updating.finish()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("updated-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(SessionRecordingWriter.write(updating.updatedRecording(), to: path) == nil)
        let rewritten = try SessionReader.read(path: path)
        #expect(rewritten.events.filter(\.kind.isInput) == recording.events.filter(\.kind.isInput))
        let (difference, _) = try await Self.replay(rewritten)
        #expect(difference == nil, "\(difference?.description ?? "")")
    }
}

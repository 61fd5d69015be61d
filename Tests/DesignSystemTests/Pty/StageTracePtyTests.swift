import Foundation
import TerminalTestSupport
import Testing

/// The per-stage timing the Benchmarks read: written only when asked for, one row per read of
/// input that led to a frame, each stage at or after the one before.
@Suite("Screen host stage trace (pty)", .serialized, .timeLimit(.minutes(1)))
struct StageTracePtyTests {
    @Test("with SCREEN_HOST_STAGE_TRACE set, each key read gets a row of six ordered times, written when the run ends")
    func traceRows() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stages-\(UUID().uuidString).trace").path
        defer { unlink(path) }
        let probe = try await Probe.start(environment: ["SCREEN_HOST_STAGE_TRACE": path])
        for (index, letter) in ["a", "b", "c"].enumerated() {
            await probe.pty.type(letter)
            // Frames 1 and 2 are the launch's; each letter's comes after them.
            #expect(await probe.waitForLog { $0.filter { $0.hasPrefix("frame ") }.count >= index + 3 })
        }
        #expect(await probe.quit() == .exited(0))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(separator: " ").compactMap { UInt64($0) } }
        #expect(rows.count == 3, "\(text)")
        for row in rows {
            #expect(row.count == 6 && row == row.sorted() && row[0] > 0, "\(row)")
        }
    }

    @Test("typing fast gives one frame per read, not one per key: 100 keys in one write draw one frame per read that took them")
    func burstIsOneFramePerRead() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("burst-\(UUID().uuidString).trace").path
        defer { unlink(path) }
        let probe = try await Probe.start(environment: ["SCREEN_HOST_STAGE_TRACE": path])
        let framesBefore = probe.log.filter { $0.hasPrefix("frame ") }.count
        await probe.pty.type(String(repeating: "a", count: 100))
        #expect(await probe.waitForLog { $0.filter { $0.hasPrefix("key ") }.count == 100 })
        #expect(await probe.quit() == .exited(0))
        let frames = probe.log.filter { $0.hasPrefix("frame ") }.count - framesBefore
        // The trace has one row per read that led to a frame; the kernel may hand the 100
        // bytes over in more than one read, but never one per key.
        let reads = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count
        #expect(frames == reads && frames < 10, "\(frames) frames for \(reads) reads")
    }
}

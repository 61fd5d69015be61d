import Foundation

/// Each session of `Tests/Sessions/` replayed by the release MainCLI with `replay FILE --check`,
/// start to exit, five times: the goal is the issue's, a kept session replays in under a second.
/// Measured here rather than in the tests, where the whole suite shares the machine and the main
/// actor with the replay, so a timed test would measure the other tests.
@MainActor
func runSessionReplayBenchmarks(into table: inout BenchmarkTable) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let mainCLI = folder.appendingPathComponent("MainCLI").path
    guard access(mainCLI, X_OK) == 0 else {
        table.note("sessions: not measured: \(mainCLI) is missing; build it first with `swift build -c release --product MainCLI`")
        return
    }
    let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sessions")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []).filter { $0.hasSuffix(".jsonl") }.sorted()
    guard !names.isEmpty else {
        table.note("sessions: not measured: no recordings in \(sessions.path)")
        return
    }
    for name in names {
        var samples: [Double] = []
        for _ in 0..<5 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: mainCLI)
            process.arguments = ["replay", sessions.appendingPathComponent(name).path, "--check"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            guard (try? process.run()) != nil else { break }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                table.note("sessions: \(name) did not replay as recorded (exit \(process.terminationStatus))")
                break
            }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        table.record("sessions: replay --check \(name), start to exit", wallSamples: samples, goal: .time(atMost: 1_000_000_000))
    }
}

import Foundation

/// The release MainCLI started on a pty over a data directory holding a 200 MB cart beside a
/// signed-in session: the size is looked at before reading, so the start costs what a normal
/// one does. The file is sparse (its content never matters, since it is never read), so the
/// benchmark writes no 200 MB to disk. Time to the first complete frame and the process's peak
/// resident memory are printed beside their goals (under 1 s, under 100 MB).
@MainActor
func runHostileDataBenchmarks(into table: inout BenchmarkTable) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let mainCLI = folder.appendingPathComponent("MainCLI").path
    guard access(mainCLI, X_OK) == 0 else {
        table.note("hostile-data: not measured: \(mainCLI) is missing; build it first with `swift build -c release --product MainCLI`")
        return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-data-benchmark-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let data = scratch + "/data"
    try? FileManager.default.createDirectory(atPath: scratch + "/run", withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
    let session =
        #"{"schemaVersion":1,"data":{"member":{"id":"7","name":"Ada Brooks","username":"ada","email":"","phone":"","website":"","company":"","city":""},"player2Name":"Noah"}}"#
    let launch = PtyLaunch(executable: mainCLI, arguments: ["--data-dir", data, "--lang", "en"], environment: ["XDG_RUNTIME_DIR=\(scratch)/run"])

    var startTimes: [Double] = []
    var peaks: [Double] = []
    for _ in 0..<10 {
        // Each start moves the file aside, so each gets a new one.
        guard FileManager.default.createFile(atPath: data + "/session.json", contents: Data(session.utf8)),
            FileManager.default.createFile(atPath: data + "/cart-7.json", contents: Data("[".utf8)),
            truncate(data + "/cart-7.json", 200 * 1024 * 1024) == 0
        else { break }
        let start = DispatchTime.now().uptimeNanoseconds
        guard let app = PtyApp(launch), app.read(until: frameEnd, timeout: 30) else { break }
        startTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        if let peak = app.stopAndMeasurePeakMemory() { peaks.append(Double(peak)) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: data)) ?? [] where name.contains(".corrupt-") {
            try? FileManager.default.removeItem(atPath: data + "/" + name)
        }
    }
    table.record("hostile-data: start → first frame, 200 MB cart in the data directory", wallSamples: startTimes, goal: .time(atMost: 1_000_000_000))
    if let worst = peaks.max() {
        table.check("hostile-data: peak memory (worst of \(peaks.count) starts), 200 MB cart", value: worst, goal: .bytes(atMost: 100 * 1024 * 1024))
    } else {
        table.note("hostile-data: peak memory not measured")
    }
}

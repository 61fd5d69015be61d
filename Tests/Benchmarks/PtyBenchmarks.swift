import Foundation

/// The live app in a real pseudo-terminal: how long from a key press to the first byte of the
/// new frame, and from process start to the first complete frame. The app is the release
/// MainCLI beside this benchmark, on its sign-in screen (Tab moves the focus: a new frame each
/// time), with a fresh data directory and a private runtime directory, started as a session
/// leader on a fresh pty of 80x24, as a terminal emulator would start it. DemoCLI's catalog
/// (Down and Up move the selection), the one-screen probe and the floor of a Swift start
/// (`StartFloorProbe`, which splits MainCLI's start into the language's share and the app's) are
/// measured beside it for reference.
@MainActor
func runPtyBenchmarks(into table: inout BenchmarkTable) {
    guard let mainCLI = releaseMainCLIOnPty(group: "pty", into: &table) else { return }
    let folder = URL(fileURLWithPath: mainCLI).deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pty-benchmark-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let mainApp = PtyLaunch.mainCLI(mainCLI, scratch: scratch)

    // The floor of a start: the smallest program that draws a "frame", printf(1) writing the end
    // of one (a C program: exec, the loader and libc, one write), started and read exactly as
    // the app is. The app's start is held to 4 ms above it. Each program's twenty starts come one
    // after another, as when the goal was set: taken in turn, one of each, printf's came out about
    // 0.3 ms slower here (which would loosen the goal), and with a pause before each start every
    // figure came out slower.
    let startFloor = startSamples(PtyLaunch(executable: "/usr/bin/printf", arguments: [String(decoding: frameEnd, as: UTF8.self)]))
    table.record("pty: floor: printf writes the end of a frame (reference)", wallSamples: startFloor, goal: .reference)
    // The floor of a Swift start: a program carrying what MainCLI carries (the Swift runtime and
    // its concurrency runtime, FoundationEssentials, dispatch, Observation), linked as MainCLI is,
    // that only writes the end of a frame. What lies between it and printf is the language's
    // cost of starting; what lies above it, the app's own launch.
    let swiftFloorProbe = folder.appendingPathComponent("StartFloorProbe").path
    var swiftFloor: [Double] = []
    if access(swiftFloorProbe, X_OK) == 0 {
        swiftFloor = startSamples(PtyLaunch(executable: swiftFloorProbe))
        table.record(
            "pty: floor: a Swift program carrying MainCLI's runtime and libraries writes the end of a frame (reference)",
            wallSamples: swiftFloor, goal: .reference)
    } else {
        table.note("pty: no Swift floor: \(swiftFloorProbe) is missing; build it first with `swift build -c release --product StartFloorProbe`")
    }
    let mainStart = startSamples(mainApp)
    table.record(
        "pty: MainCLI process start → first complete frame (goal: floor + 4 ms)", wallSamples: mainStart,
        goal: startFloor.isEmpty ? .reference : .time(atMost: middle(of: startFloor) + 4_000_000))
    if !startFloor.isEmpty, !swiftFloor.isEmpty, !mainStart.isEmpty {
        table.check(
            "pty: MainCLI start above the Swift floor (medians): the app's own launch", value: middle(of: mainStart) - middle(of: swiftFloor), goal: .reference)
        table.check(
            "pty: the Swift floor above printf's (medians): the language's start", value: middle(of: swiftFloor) - middle(of: startFloor), goal: .reference)
    }
    table.record("pty: MainCLI key press → first byte of the new frame", wallSamples: keySamples(mainApp, keys: ["\t"]), goal: .time(atMost: 200_000))

    // The floor of the measurement: a raw-mode `cat` echoing each key (the pty and the reader,
    // no program work). Typing answers within 0.10 ms of it, and the breakdown says where the time goes.
    let floor = keySamples(PtyLaunch(executable: "/bin/sh", arguments: ["-c", "stty raw -echo; exec cat"]), keys: ["a"], waitsForFrame: false)
    table.record("pty: floor: raw-mode cat echoes a key (reference)", wallSamples: floor, goal: .reference)
    let traceFile = scratch + "/stages.trace"
    var tracedApp = mainApp
    tracedApp.environment.append("SCREEN_HOST_STAGE_TRACE=\(traceFile)")
    let floorMedian = middle(of: floor)
    let typing = keySamples(mainApp, keys: ["a", "\u{7F}"])
    table.record(
        "pty: MainCLI types a letter into the focused field → first byte (goal: floor + 0.10 ms)", wallSamples: typing,
        goal: floor.isEmpty ? .reference : .time(atMost: floorMedian + 100_000))
    // The same with `--record`: the recorder copies values on the main actor and its own thread
    // writes the lines, so typing stays within the same goal (issue 58).
    let recording = scratch + "/typing-session.jsonl"
    unlink(recording)
    var recordedApp = mainApp
    recordedApp.arguments += ["--record", recording]
    table.record(
        "pty: MainCLI types a letter while recording the session → first byte (goal: floor + 0.10 ms)",
        wallSamples: keySamples(recordedApp, keys: ["a", "\u{7F}"]),
        goal: floor.isEmpty ? .reference : .time(atMost: floorMedian + 100_000))
    recordStageBreakdown(tracedApp, traceFile: traceFile, into: &table)
    recordInspectedTyping(mainCLI: mainCLI, app: mainApp, runtime: scratch + "/run", floor: floor, into: &table)

    let demoCLI = folder.appendingPathComponent("DemoCLI").path
    if access(demoCLI, X_OK) == 0 {
        let demoApp = PtyLaunch(executable: demoCLI)
        table.record("pty: DemoCLI start → first frame (no network library)", wallSamples: startSamples(demoApp), goal: .reference)
        table.record(
            "pty: DemoCLI key press → first byte of the new frame", wallSamples: keySamples(demoApp, keys: ["\u{1B}[B", "\u{1B}[A"]), goal: .reference)
    }
    // The pty tests' one-screen probe (built with `swift build -c release --product
    // ScreenHostProbe`): how much of the start is the runtime and its libraries loading rather
    // than the app's screens.
    let probe = folder.appendingPathComponent("ScreenHostProbe").path
    if access(probe, X_OK) == 0 {
        table.record("pty: start → first frame, one-screen ScreenHostProbe", wallSamples: startSamples(PtyLaunch(executable: probe)), goal: .reference)
    }
}

/// The end of every frame the screen host writes (synchronized output ends).
let frameEnd = Array("\u{1B}[?2026l".utf8)

/// Twenty starts of `launch`, each timed until its first complete frame.
private func startSamples(_ launch: PtyLaunch) -> [Double] {
    var samples: [Double] = []
    for _ in 0..<20 {
        let start = DispatchTime.now().uptimeNanoseconds
        guard let app = PtyApp(launch), app.read(until: frameEnd, timeout: 5) else { break }
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    return samples
}

/// 400 key presses, `keys` in turn, each timed from the write of its bytes to the pty until the
/// first byte of the answer is read back (the first 20 are a warm-up). With `waitsForFrame`, the
/// app's first frame is awaited before and each whole frame after; a plain echo has no frames.
/// `ready` runs once the first frame is in (an inspector attaches there).
func keySamples(_ launch: PtyLaunch, keys: [String], waitsForFrame: Bool = true, ready: () -> Void = {}) -> [Double] {
    keyTimings(launch, keys: keys, waitsForFrame: waitsForFrame, ready: ready).map { Double($0.answered - $0.written) }
}

/// When each key's bytes were written and when the first byte of the answer was read, in
/// `CLOCK_MONOTONIC` nanoseconds (the clock the app's stage trace uses), warm-up left out.
private func keyTimings(_ launch: PtyLaunch, keys: [String], waitsForFrame: Bool = true, ready: () -> Void = {}) -> [(written: UInt64, answered: UInt64)] {
    var timings: [(written: UInt64, answered: UInt64)] = []
    guard let session = PtyApp(launch) else { return timings }
    if waitsForFrame {
        guard session.read(until: frameEnd, timeout: 5) else { return timings }
    }
    ready()
    for index in 0..<400 {
        let start = monotonicNanoseconds()
        session.type(keys[index % keys.count])
        guard session.waitReadable(timeout: 5) else { break }
        let answered = monotonicNanoseconds()
        if waitsForFrame {
            guard session.read(until: frameEnd, timeout: 5) else { break }
        } else {
            session.drain()
        }
        if index >= 20 { timings.append((start, answered)) }
    }
    if waitsForFrame {
        // Ctrl-C: the app ends its run, which writes the stage trace if one was asked for.
        session.type("\u{03}")
        session.waitForExit(timeout: 5)
    }
    return timings
}

/// Types a letter and Backspace into MainCLI's focused field with the stage trace on, and
/// records the median of each stage: from the key's write to `read` returning in the app
/// (wake-up), each stage of the host in turn, and from the frame's `write` to the first byte
/// read back here.
@MainActor
private func recordStageBreakdown(_ launch: PtyLaunch, traceFile: String, into table: inout BenchmarkTable) {
    let timings = keyTimings(launch, keys: ["a", "\u{7F}"])
    guard let text = try? String(contentsOfFile: traceFile, encoding: .utf8) else {
        table.note("pty: no stage breakdown: the app wrote no trace to \(traceFile)")
        return
    }
    let rows = text.split(separator: "\n").map { $0.split(separator: " ").compactMap { UInt64($0) } }.filter { $0.count == 6 }
    // The trace has a row for every read that led to a frame, the warm-up's too; pair each
    // timed key with the read that followed its write.
    var stages: [[Double]] = Array(repeating: [], count: 7)
    var rowIndex = 0
    for timing in timings {
        while rowIndex < rows.count, rows[rowIndex][0] < timing.written { rowIndex += 1 }
        guard rowIndex < rows.count else { break }
        let row = rows[rowIndex]
        guard row[0] <= timing.answered, row[5] <= timing.answered else { continue }
        stages[0].append(Double(row[0] - timing.written))
        for stage in 1..<6 { stages[stage].append(Double(row[stage] - row[stage - 1])) }
        stages[6].append(Double(timing.answered - row[5]))
    }
    let names = [
        "wake-up (key written → read returns in the app)", "decode (bytes → keys)",
        "dispatch + state (keys → view → interactor → new state)", "render (state → cell buffer)",
        "diff (buffer → bytes to send)", "write (the write call)", "to the reader (write returned → first byte read)",
    ]
    for (name, samples) in zip(names, stages) {
        table.record("pty: MainCLI typing, stage: \(name)", wallSamples: samples, goal: .reference)
    }
}

/// What to start on a pty: the program, its arguments and environment additions.
struct PtyLaunch {
    var executable: String
    var arguments: [String] = []
    var environment: [String] = []

    /// MainCLI in English with a fresh data directory and a private runtime directory, both
    /// under `scratch` (the runtime directory made here).
    static func mainCLI(_ executable: String, scratch: String) -> PtyLaunch {
        try? FileManager.default.createDirectory(atPath: scratch + "/run", withIntermediateDirectories: true)
        return PtyLaunch(
            executable: executable, arguments: ["--data-dir", scratch + "/data", "--lang", "en"], environment: ["XDG_RUNTIME_DIR=\(scratch)/run"])
    }
}

/// The release MainCLI beside this benchmark, when it is there and a pty can be had; otherwise
/// nil, with why noted under `group`.
@MainActor
func releaseMainCLIOnPty(group: String, into table: inout BenchmarkTable) -> String? {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let mainCLI = folder.appendingPathComponent("MainCLI").path
    guard access(mainCLI, X_OK) == 0 else {
        table.note("\(group): not measured: \(mainCLI) is missing; build it first with `swift build -c release --product MainCLI`")
        return nil
    }
    if let unavailability = PtyApp.unavailability {
        table.note("\(group): not measured: \(unavailability)")
        return nil
    }
    return mainCLI
}

import Foundation

/// `MainCLI tree --watch` beside the live app: how long from a key that changes the app's RIB
/// tree to the watcher hearing of it, as a JSON line on a pipe (`--json --watch`) and as the
/// terminal watcher's whole redraw that shows the new RIB. Both apps are the release MainCLI beside this
/// benchmark, signed in, on fresh ptys of 80x24 with a private runtime directory; the key is
/// `1` on the main menu (the game lobby attaches), then Escape back (it detaches). Escape
/// alone waits for the escape-key timeout before the app acts, so only `1` is held to the goal.
@MainActor
func runTreeWatchBenchmarks(into table: inout BenchmarkTable) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let mainCLI = folder.appendingPathComponent("MainCLI").path
    guard access(mainCLI, X_OK) == 0 else {
        table.note("tree-watch: not measured: \(mainCLI) is missing; build it first with `swift build -c release --product MainCLI`")
        return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("watch-benchmark-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try? FileManager.default.createDirectory(atPath: scratch + "/run", withIntermediateDirectories: true)
    let runtime = "XDG_RUNTIME_DIR=\(scratch)/run"
    guard let app = PtyApp(PtyLaunch(executable: mainCLI, arguments: ["--data-dir", scratch + "/data", "--lang", "en"], environment: [runtime])),
        app.read(until: frameEnd, timeout: 5)
    else {
        table.note("tree-watch: not measured: MainCLI did not start")
        return
    }
    app.type("ada\tNoah\t\r")
    app.waitQuiet()

    if let watcher = JSONWatchProcess(mainCLI: mainCLI, runtimeDirectory: scratch + "/run"), watcher.readLine(timeout: 5) {
        let (into, back) = changeSamples(app) { watcher.readLine(timeout: 5) }
        table.record("tree-watch: app key 1 → JSON line at `tree --watch --json` (goal 100 ms)", wallSamples: into, goal: .time(atMost: 100_000_000))
        table.record("tree-watch: app Escape → JSON line (with the escape-key timeout; reference)", wallSamples: back, goal: .reference)
    } else {
        table.note("tree-watch: `tree --watch --json` did not start")
    }

    if let screen = PtyApp(PtyLaunch(executable: mainCLI, arguments: ["tree", "--watch"], environment: [runtime])),
        screen.read(until: frameEnd, timeout: 5)
    {
        screen.waitQuiet()
        // The redraw that shows the new RIB on screen, to its end; a redraw for the ages (once a
        // second) does not count.
        var expected = "OffGameRouter"
        let (into, back) = changeSamples(app) {
            defer { expected = expected == "OffGameRouter" ? "MainMenuRouter" : "OffGameRouter" }
            return screen.read(untilFrameShowing: Array(expected.utf8), timeout: 5)
        }
        table.record("tree-watch: app key 1 → the `tree --watch` redraw showing it (goal 100 ms)", wallSamples: into, goal: .time(atMost: 100_000_000))
        table.record("tree-watch: app Escape → the redraw (with the escape-key timeout; reference)", wallSamples: back, goal: .reference)
        screen.type("q")
        screen.waitForExit(timeout: 5)
    } else {
        table.note("tree-watch: `tree --watch` did not start on a pty")
    }
    app.type("q")
    app.waitForExit(timeout: 5)
}

/// 60 rounds of `1` into the lobby and Escape back, each timed from the key's write until
/// `heard` returns (the first 5 rounds are a warm-up); the app's own frames are read meanwhile.
@MainActor
private func changeSamples(_ app: PtyApp, heard: () -> Bool) -> (into: [Double], back: [Double]) {
    var into: [Double] = []
    var back: [Double] = []
    for round in 0..<60 {
        for key in ["1", "\u{1B}"] {
            let start = DispatchTime.now().uptimeNanoseconds
            app.type(key)
            guard heard() else { return (into, back) }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            if round >= 5 {
                if key == "1" { into.append(elapsed) } else { back.append(elapsed) }
            }
            app.waitQuiet()
        }
    }
    return (into, back)
}

extension PtyApp {
    /// Reads frames until none has come for 150 ms: the app has answered and is idle.
    func waitQuiet() {
        while read(until: frameEnd, timeout: 0.15) {}
    }

    /// Reads whole frames until one holds `text`; false when none did within `timeout` seconds.
    func read(untilFrameShowing text: [UInt8], timeout: Double) -> Bool {
        read(untilFrameShowingAnyOf: [text], timeout: timeout)
    }

    /// Reads whole frames until one holds one of `texts`; false when none did within `timeout` seconds.
    func read(untilFrameShowingAnyOf texts: [[UInt8]], timeout: Double) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var frame: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            guard waitReadable(timeout: 0.1) else { continue }
            let count = buffer.withUnsafeMutableBytes { readBytes(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            frame += buffer.prefix(count)
            guard frame.ends(with: frameEnd) else { continue }
            if texts.contains(where: { frame.contains($0) }) { return true }
            frame.removeAll(keepingCapacity: true)
        }
        return false
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

/// `MainCLI tree --watch --json` with its output on a pipe, as a tool runs it.
final class JSONWatchProcess {
    private let process = Process()
    private let output = Pipe()
    private var buffered: [UInt8] = []

    init?(mainCLI: String, runtimeDirectory: String) {
        process.executableURL = URL(fileURLWithPath: mainCLI)
        process.arguments = ["tree", "--watch", "--json"]
        process.environment = ["XDG_RUNTIME_DIR": runtimeDirectory]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Reads until a whole line has come; false at the end or after `timeout` seconds.
    func readLine(timeout: Double) -> Bool {
        let descriptor = output.fileHandleForReading.fileDescriptor
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                buffered.removeSubrange(...newline)
                return true
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            buffered += chunk.prefix(count)
        }
    }
}

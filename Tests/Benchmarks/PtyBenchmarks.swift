import Foundation
import Glibc

/// The live app in a real pseudo-terminal: how long from a key press to the first byte of the
/// new frame, and from process start to the first complete frame. The app is the release
/// MainCLI beside this benchmark, on its sign-in screen (Tab moves the focus: a new frame each
/// time), with a fresh data directory and a private runtime directory, started as a session
/// leader on a fresh pty of 80x24, as a terminal emulator would start it. DemoCLI's catalog
/// (Down and Up move the selection) and the one-screen probe are measured beside it for reference.
@MainActor
func runPtyBenchmarks(into table: inout BenchmarkTable) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let mainCLI = folder.appendingPathComponent("MainCLI").path
    guard access(mainCLI, X_OK) == 0 else {
        table.note("pty: not measured: \(mainCLI) is missing; build it first with `swift build -c release --product MainCLI`")
        return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pty-benchmark-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let mainApp = PtyLaunch(
        executable: mainCLI, arguments: ["--data-dir", scratch + "/data", "--lang", "en"], environment: ["XDG_RUNTIME_DIR=\(scratch)/run"])
    try? FileManager.default.createDirectory(atPath: scratch + "/run", withIntermediateDirectories: true)

    table.record("pty: MainCLI process start → first complete frame", wallSamples: startSamples(mainApp), goal: .time(atMost: 12_000_000))
    table.record("pty: MainCLI key press → first byte of the new frame", wallSamples: keySamples(mainApp, keys: ["\t"]), goal: .time(atMost: 200_000))

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
private let frameEnd = Array("\u{1B}[?2026l".utf8)

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

/// 400 key presses, `keys` in turn, each timed until the first byte of the answer (the first
/// 20 are a warm-up).
private func keySamples(_ launch: PtyLaunch, keys: [String]) -> [Double] {
    var samples: [Double] = []
    guard let session = PtyApp(launch), session.read(until: frameEnd, timeout: 5) else { return samples }
    for index in 0..<400 {
        let start = DispatchTime.now().uptimeNanoseconds
        session.type(keys[index % keys.count])
        guard session.waitReadable(timeout: 5) else { break }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        guard session.read(until: frameEnd, timeout: 5) else { break }
        if index >= 20 { samples.append(Double(elapsed)) }
    }
    return samples
}

/// What to start on a pty: the program, its arguments and environment additions.
private struct PtyLaunch {
    var executable: String
    var arguments: [String] = []
    var environment: [String] = []
}

/// A program on a fresh pty: the master side, for typing and reading.
private final class PtyApp {
    let pid: pid_t
    let master: Int32

    init?(_ launch: PtyLaunch) {
        let executable = launch.executable
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // unlockpt and ptsname, which Swift's Glibc module does not show: TIOCSPTLCK, TIOCGPTN.
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else { return nil }
        var window = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(posixSpawnSetsid))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/pts/\(number)", O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv = ([executable] + launch.arguments).map { strdup($0) } + [nil]
        let envp = (["TERM=xterm-256color", "COLORTERM=truecolor"] + launch.environment).map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        guard posix_spawn(&child, executable, &actions, &attributes, argv, envp) == 0 else { return nil }
        pid = child
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    func waitReadable(timeout: Double) -> Bool {
        var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, Int32(timeout * 1000)) > 0
    }

    /// Reads until the output ends with `marker`; false when it did not within `timeout` seconds.
    func read(until marker: [UInt8], timeout: Double) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var tail: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            guard waitReadable(timeout: 0.1) else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            tail = Array((tail + buffer.prefix(count)).suffix(marker.count))
            if tail == marker { return true }
        }
        return false
    }
}

/// `POSIX_SPAWN_SETSID` (glibc 2.26+), which Glibc's Swift module does not export.
private let posixSpawnSetsid: Int32 = 0x80

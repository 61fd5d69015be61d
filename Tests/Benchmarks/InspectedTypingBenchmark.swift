import Foundation

/// Typing with `MainCLI inspect` attached and a page following it (a reader of its event
/// stream): the key goal holds with an inspector too, since the app only copies each frame and
/// state into the inspector's queue and its own thread does the rest.
@MainActor
func recordInspectedTyping(mainCLI: String, app: PtyLaunch, runtime: String, floor: [Double], into table: inout BenchmarkTable) {
    let attached = InspectorBeside(mainCLI: mainCLI, runtime: runtime)
    let typing = keySamples(app, keys: ["a", "\u{7F}"]) { attached.attach() }
    defer { attached.end() }
    guard attached.isFollowing else {
        table.note("pty: inspected typing not measured: \(attached.problem)")
        return
    }
    table.record(
        "pty: MainCLI types a letter, an inspector and a page attached → first byte (goal: floor + 0.10 ms)", wallSamples: typing,
        goal: floor.isEmpty ? .reference : .time(atMost: middle(of: floor) + 100_000))
    table.note("pty: the inspector's page read \(attached.framesSeen()) frames while the letters were typed")
}

/// A `MainCLI inspect` process and a page reading its event stream (python3, standard library).
final class InspectorBeside {
    private let mainCLI: String
    private let runtime: String
    private var inspector: Process?
    private var page: Process?
    private var pageOutput: Pipe?
    private(set) var isFollowing = false
    private(set) var problem = "no inspector started"

    init(mainCLI: String, runtime: String) {
        self.mainCLI = mainCLI
        self.runtime = runtime
    }

    /// Starts the inspector and the page, and returns once the page has had its first frame.
    func attach() {
        let inspector = Process()
        inspector.executableURL = URL(fileURLWithPath: mainCLI)
        inspector.arguments = ["inspect"]
        inspector.environment = ["XDG_RUNTIME_DIR": runtime, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        inspector.standardOutput = output
        inspector.standardInput = Pipe()
        do { try inspector.run() } catch {
            problem = "inspect did not start: \(error)"
            return
        }
        self.inspector = inspector
        var line: [UInt8] = []
        while !line.contains(10) {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += data
        }
        let url = String(decoding: line.prefix { $0 != 10 }, as: UTF8.self)
        guard url.hasPrefix("http://127.0.0.1:") else {
            problem = "inspect printed no URL"
            return
        }
        // The page: reads the stream as a browser would, says when the first frame came, then
        // counts the frames until the stream ends.
        let script = """
            import sys, urllib.request
            frames = 0
            with urllib.request.urlopen(sys.argv[1].replace('/?token=', '/events?token='), timeout=60) as stream:
                for line in stream:
                    if line.startswith(b'event: frame'):
                        frames += 1
                        if frames == 1:
                            print('first', flush=True)
            print(frames, flush=True)
            """
        let page = Process()
        page.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        page.arguments = ["python3", "-c", script, url]
        let pageOutput = Pipe()
        page.standardOutput = pageOutput
        do { try page.run() } catch {
            problem = "the page did not start: \(error)"
            return
        }
        self.page = page
        self.pageOutput = pageOutput
        let first = pageOutput.fileHandleForReading.availableData
        isFollowing = String(decoding: first, as: UTF8.self).hasPrefix("first")
        if !isFollowing { problem = "the page got no frame" }
    }

    /// The frames the page counted, once the app has quit (which ends the stream).
    func framesSeen() -> Int {
        guard let page, let pageOutput else { return 0 }
        let rest = pageOutput.fileHandleForReading.readDataToEndOfFile()
        page.waitUntilExit()
        return Int(String(decoding: rest, as: UTF8.self).split(separator: "\n").last ?? "") ?? 0
    }

    func end() {
        if let page, page.isRunning { page.terminate() }
        if let inspector, inspector.isRunning { inspector.terminate() }
        inspector?.waitUntilExit()
    }
}

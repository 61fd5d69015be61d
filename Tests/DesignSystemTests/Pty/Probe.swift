import Foundation
import TerminalTestSupport

/// The `ScreenHostProbe` app (built with the tests, next to the test binary) running on a pty,
/// with the log of keys and frames it writes.
final class Probe: @unchecked Sendable {
    let pty: PtySession
    let logPath: String

    /// The probe executable beside the running test binary.
    static var executable: String {
        BuiltProducts.path(of: "ScreenHostProbe")
    }

    /// A script that plays the shell the probe runs under, instead of the probe leading the
    /// pty's session itself (see each file).
    enum Shell: String {
        /// Job control: stops, `bg` and `fg` (job_shell.py).
        case jobControl = "job_shell.py"
        /// A shell that outlives the probe, so the terminal can be looked at after the probe has
        /// gone as a shell would find it: macOS ends the terminal when its session leader exits
        /// (holding_shell.py). It says `shell: exited N` when the probe has.
        case holding = "holding_shell.py"

        var path: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(rawValue).path
        }
    }

    /// Starts the probe and waits for its launch: the first frame and the one that observes the state.
    static func start(
        environment: [String: String] = [:], columns: Int = 80, rows: Int = 24, arguments: [String] = [],
        under shell: Shell? = nil, answering: PtySession.Answering = .whenRead, modeStates: [Int: Int] = [:],
        kittyKeyboard: KittyKeyboardSupport = .absent
    ) async throws -> Probe {
        let probe = try Probe(
            environment: environment, columns: columns, rows: rows, arguments: arguments, shell: shell, answering: answering, modeStates: modeStates,
            kittyKeyboard: kittyKeyboard)
        guard await probe.pty.waitForOutput("screen host probe") else {
            throw PtySession.Failure(description: "no first frame; output: \(String(decoding: probe.pty.output, as: UTF8.self))")
        }
        // The launch draws two frames: the first, then the one that observes the state
        // (ScreenHost.run). Tests count frames from there.
        guard await probe.waitForLog(until: { $0.filter { $0.hasPrefix("frame ") }.count >= 2 }) else {
            throw PtySession.Failure(description: "no observing frame after the first; log: \(probe.log)")
        }
        return probe
    }

    /// Starts an interactive bash on the pty, a real job-control shell, and the probe from its
    /// prompt, as a person would; waits for the probe's launch. The terminal reads all the time
    /// and answers queries as `answering` says. Nil where bash is missing.
    static func startUnderInteractiveShell(arguments: [String] = [], answering: PtySession.Answering) async throws -> Probe? {
        guard let bash = bashPath else { return nil }
        let probe = try Probe(shell: bash, answering: answering)
        guard await probe.pty.waitForOutput(Self.shellPrompt) else {
            throw PtySession.Failure(description: "no prompt from bash; output: \(String(decoding: probe.pty.output, as: UTF8.self))")
        }
        let command = ([Self.executable, "--log", probe.logPath] + arguments).map { "'\($0)'" }.joined(separator: " ")
        await probe.pty.type(command + "\r")
        guard await probe.waitForLog(until: { $0.filter { $0.hasPrefix("frame ") }.count >= 2 }) else {
            throw PtySession.Failure(description: "no launch under bash; output: \(String(decoding: probe.pty.output.suffix(500), as: UTF8.self))")
        }
        return probe
    }

    /// Where bash is, if this machine has it.
    static let bashPath = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What the interactive shell prints when it waits for a command.
    static let shellPrompt = "probe-shell$ "

    private init(shell: String, answering: PtySession.Answering) throws {
        logPath = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).log").path
        // No start-up files: the prompt and the job control are bash's own, whatever the machine has.
        pty = try PtySession(
            executable: shell, arguments: ["--norc", "--noprofile", "-i"],
            environment: ["PS1": Self.shellPrompt, "HISTFILE": "/dev/null"], answering: answering)
    }

    /// Starts the probe without waiting for anything: for a run that is not expected to draw.
    static func launch(arguments: [String]) throws -> Probe {
        try Probe(environment: [:], columns: 80, rows: 24, arguments: arguments, shell: nil, answering: .whenRead, kittyKeyboard: .absent)
    }

    private init(
        environment: [String: String], columns: Int, rows: Int, arguments: [String], shell: Shell?, answering: PtySession.Answering,
        modeStates: [Int: Int] = [:],
        kittyKeyboard: KittyKeyboardSupport
    ) throws {
        logPath = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).log").path
        let probeArguments = ["--log", logPath] + arguments
        if let shell {
            pty = try PtySession(
                executable: "/usr/bin/env", arguments: ["python3", shell.path, Self.executable] + probeArguments,
                environment: environment, columns: columns, rows: rows, answering: answering, modeStates: modeStates, kittyKeyboard: kittyKeyboard)
        } else {
            pty = try PtySession(
                executable: Self.executable, arguments: probeArguments, environment: environment, columns: columns, rows: rows, answering: answering,
                modeStates: modeStates, kittyKeyboard: kittyKeyboard)
        }
    }

    deinit {
        unlink(logPath)
    }

    /// The lines of the log so far.
    var log: [String] {
        ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The keys the screen got, as the probe names them (`U+61`, `^z`, `M-x`, `left`, `paste:5`).
    var keys: [String] {
        log.compactMap { $0.hasPrefix("key ") ? String($0.dropFirst(4)) : nil }
    }

    /// Waits until the log satisfies `condition` or `timeout` seconds passed; returns whether it did.
    /// The log is a file, so it is looked at every few milliseconds; meanwhile the output is read,
    /// as a terminal would, unless `readingOutput` is false (a terminal that stopped reading).
    @discardableResult
    func waitForLog(timeout: Double = 5, readingOutput: Bool = true, until condition: @escaping @Sendable ([String]) -> Bool) async -> Bool {
        await offThePool {
            let deadline = Date().addingTimeInterval(timeout)
            while !condition(self.log) {
                guard Date() < deadline else { return false }
                if readingOutput {
                    self.pty.readOutput(timeout: 0.005) { _ in false }
                } else {
                    usleep(5_000)
                }
            }
            return true
        }
    }

    /// Types `q` and returns how the probe ended (nil if it did not within 5 seconds).
    func quit() async -> PtySession.Event? {
        await pty.type("q")
        return await nextEnd(timeout: 5)
    }

    /// The next exit or death of the probe within `timeout` seconds, skipping stops and continues;
    /// the output is read meanwhile unless `readingOutput` is false (see PtySession.nextEvent).
    func nextEnd(timeout: Double, readingOutput: Bool = true) async -> PtySession.Event? {
        await offThePool {
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                let left = deadline.timeIntervalSinceNow
                guard left > 0, let event = self.pty.nextEvent(timeout: left, readingOutput: readingOutput) else { return nil }
                switch event {
                case .exited, .signalled: return event
                case .stopped, .continued: continue
                }
            }
        }
    }
}

/// Escape sequences the tests look for in the output.
enum TerminalSequence {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let showCursor = "\u{1B}[?25h"
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let clearScreen = "\u{1B}[2J"
}

extension PtySession {
    /// Types `first`, waits `gap` seconds, types `second`: the gap itself is what is tested (longer
    /// than a timeout), so it is kept on a thread of its own, where a busy machine stretches it least.
    func type(_ first: [UInt8], then second: [UInt8], after gap: Double) async {
        await offThePool {
            self.type(first)
            usleep(UInt32(gap * 1_000_000))
            self.type(second)
        }
    }
}

/// Waits `seconds`: only where the time itself is what is tested (a quiet period longer than a
/// timeout), never to wait for something to happen.
func pause(_ seconds: Double) async {
    try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
}

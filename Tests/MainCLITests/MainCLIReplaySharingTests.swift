import Foundation
import TerminalTestSupport
import Testing

/// What `MainCLI replay` does besides `--check`: the live replay in a real pty, the asciicast
/// (checked by a parser written to asciinema's published format, then played in tmux), the SVG
/// of one step, and the refusals of options that do not go together.
@Suite("MainCLI replay: in a terminal, as an asciicast, as SVG", .serialized, .timeLimit(.minutes(2)))
struct MainCLIReplaySharingTests {
    static let session = MainCLIReplayTests.session
    static let checker = URL(fileURLWithPath: MainCLICommandLineTests.repository).appendingPathComponent("Scripts/asciicast-check.py").path
    static let hasTmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }

    /// The recording's last frame, as its `end` line holds it.
    static func recordedEndFrame() throws -> [String] {
        let text = try String(contentsOfFile: session, encoding: .utf8)
        let last = try #require(text.split(separator: "\n").last)
        let end = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        return try #require(end["frame"] as? [String])
    }

    /// The screen the pty's output draws, Hangul and CJK two columns wide (the recorded session
    /// signs in as 김민준; this target does not link the toolkit's own width tables).
    static func screen(_ pty: PtySession) -> ScreenGrid {
        ScreenGrid(columns: 100, rows: 32, output: pty.output) { scalar in
            let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60]
            return wide.contains { $0.contains(scalar.value) } ? 2 : 1
        }
    }

    /// Waits until the screen shows `text` (the frame writer sends only what changed, so the
    /// text need not appear whole in the output).
    static func waitForScreen(_ pty: PtySession, showing text: String, timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if screen(pty).contains(text) { return true }
            _ = await pty.readOutput(from: pty.output.count, timeout: 0.2) { _ in false }
        }
        return screen(pty).contains(text)
    }

    static func temporaryPath(_ suffix: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)\(suffix)").path
    }

    @Test("--step starts paused at the launch; n runs one step, the bottom line says which; q ends it (exit 0), the terminal restored")
    func liveReplaySteps() async throws {
        let pty = try PtySession(executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["replay", Self.session, "--step"], columns: 100, rows: 32)
        #expect(await Self.waitForScreen(pty, showing: "Step 0 of 21"))
        #expect(Self.screen(pty).contains("paused"))
        #expect(Self.screen(pty).contains("Login"), "the launch's screen: the sign-in")
        #expect(await pty.type("n"))
        #expect(await Self.waitForScreen(pty, showing: "Step 1 of 21"))
        #expect(await pty.type("\u{1B}[C"))
        #expect(await Self.waitForScreen(pty, showing: "Step 2 of 21"))
        let mark = pty.output.count
        #expect(await pty.type("q"))
        var exit: PtySession.Event?
        while let event = await pty.nextEvent(timeout: 10) {
            if case .stopped = event { continue }
            exit = event
            break
        }
        #expect(exit == .exited(0))
        let tail = String(decoding: pty.output[mark...], as: UTF8.self)
        #expect(tail.contains(MainCLIPtyTests.leaveAlternateScreen) && tail.contains(MainCLIPtyTests.showCursor) && pty.isCooked)
    }

    @Test("at --speed 100 the replay runs to the end by itself and shows the recorded last screen")
    func liveReplayPlaysToTheEnd() async throws {
        let pty = try PtySession(
            executable: MainCLIPtyTests.executable("MainCLI"), arguments: ["replay", Self.session, "--speed", "100"], columns: 100, rows: 32)
        #expect(await Self.waitForScreen(pty, showing: "the end of the recording", timeout: .seconds(20)))
        let screen = Self.screen(pty)
        let ending = try Self.recordedEndFrame().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        // The replayed frame above the bottom line: every non-blank row of the recorded end frame but its key hints.
        for row in ending.dropLast() { #expect(screen.contains(row.trimmingCharacters(in: .whitespaces)), "\(row)") }
        #expect(await pty.type("q"))
    }

    @Test("--asciicast writes a valid asciicast v2 whose output, played in tmux, ends on the recorded last screen")
    func asciicastPlays() async throws {
        let cast = Self.temporaryPath(".cast")
        let expected = Self.temporaryPath(".txt")
        defer { for path in [cast, expected] { try? FileManager.default.removeItem(atPath: path) } }
        let run = try await MainCLIReplayTests.run(["replay", Self.session, "--asciicast", cast])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Wrote \(cast) (22 steps replayed).\n")
        try (Self.recordedEndFrame().joined(separator: "\n") + "\n").write(toFile: expected, atomically: true, encoding: .utf8)
        let arguments = Self.hasTmux ? [Self.checker, cast, "--expect", expected] : [Self.checker, cast, "--no-play"]
        let check = try await ProgramRun.run("/usr/bin/env", ["python3"] + arguments, environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(check.output.contains("a valid asciicast v2, 80x24"), "\(check.output)")
        if Self.hasTmux { #expect(check.output.contains("played, and the screen is the one expected"), "\(check.output)") }
    }

    @Test("the asciicast checker refuses what asciinema's format does not allow")
    func checkerRefuses() async throws {
        let bad = Self.temporaryPath(".cast")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let cases = [
            #"{"version": 1, "width": 80, "height": 24}"#: "version must be the integer 2",
            "{\"version\": 2, \"width\": 80, \"height\": 24}\n[1.0, \"o\", \"a\"]\n[0.5, \"o\", \"b\"]": "the time goes back",
            "{\"version\": 2, \"width\": 80, \"height\": 24}\n[1.0, \"r\", \"80 by 24\"]": "a resize reads COLSxROWS",
            "{\"version\": 2, \"width\": 0, \"height\": 24}": "width must be a positive integer",
        ]
        for (text, problem) in cases {
            try (text + "\n").write(toFile: bad, atomically: true, encoding: .utf8)
            let check = try await ProgramRun.run("/usr/bin/env", ["python3", Self.checker, bad, "--no-play"], environment: ["PATH": "/usr/bin:/bin"])
            #expect(check.status == 1 && check.output.contains(problem), "\(problem): \(check.output)")
        }
    }

    @Test("--svg STEP OUT writes the screen after that step; a step past the last is refused in one line (exit 2)")
    func svgOfAStep() async throws {
        let svg = Self.temporaryPath(".svg")
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let run = try await MainCLIReplayTests.run(["replay", Self.session, "--svg", "21", svg])
        #expect(run.status == 0, "\(run.error)")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.hasPrefix("<svg "))
        // The SVG places each run of text on its own: the lobby's title and its scores.
        #expect(picture.contains(">Game<") && picture.contains(">lobby<") && picture.contains(">Scores<"), "the last step's screen is the lobby")
        let beyond = try await MainCLIReplayTests.run(["replay", Self.session, "--svg", "22", svg])
        #expect(beyond.status == 2)
        #expect(beyond.error == "MainCLI: error: there is no step 22 in \(Self.session): its steps are 0 to 21.\n", "\(beyond.error)")
    }

    @Test("options that do not go together, a bad speed and --svg without OUT are each refused in one line (exit 2)")
    func refusals() async throws {
        let cases: [[String]: String] = [
            ["--check", "--speed", "2"]: "replay does one thing at a time",
            ["--asciicast", "/tmp/x.cast", "--svg", "1", "/tmp/x.svg"]: "replay does one thing at a time",
            ["--speed", "2", "--step"]: "replay does one thing at a time",
            ["--speed", "fast"]: "--speed takes a number from 0.01 to 1000",
            ["--speed", "0"]: "--speed takes a number from 0.01 to 1000",
            ["--speed", "nan"]: "--speed takes a number from 0.01 to 1000",
            ["--svg", "3"]: "--svg STEP needs the file to write",
            ["--svg", "-1", "/tmp/x.svg"]: "--svg takes a step number",
            ["/tmp/stray"]: "Unexpected argument",
        ]
        for (options, message) in cases {
            let run = try await MainCLIReplayTests.run(["replay", Self.session] + options)
            #expect(run.status == 2, "\(options)")
            #expect(run.error.hasPrefix("MainCLI: error: ") && run.error.contains(message), "\(options): \(run.error)")
        }
    }
}

/// A session recorded while another MainCLI runs for the same user: the recording starts with the
/// notice about links (another app has the channel), which the user dismisses; the replay tells
/// its own app the same, so the dismissing key finds the notice there.
@Suite("MainCLI --record beside another running MainCLI", .serialized, .timeLimit(.minutes(2)))
struct MainCLIRecordBesideAnotherTests {
    @Test("the links notice is recorded, and the session replays as recorded (exit 0)")
    func linksNoticeReplays() async throws {
        let runtime = "/tmp/mcr-\(UUID().uuidString.prefix(12))"
        let first = FileManager.default.temporaryDirectory.appendingPathComponent("record-first-\(UUID().uuidString)").path
        let second = FileManager.default.temporaryDirectory.appendingPathComponent("record-second-\(UUID().uuidString)").path
        let recording = MainCLIReplaySharingTests.temporaryPath(".jsonl")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { for path in [runtime, first, second, recording] { try? FileManager.default.removeItem(atPath: path) } }
        let executable = MainCLIPtyTests.executable("MainCLI")
        let running = try PtySession(
            executable: executable, arguments: ["--data-dir", first, "--lang", "en"], environment: ["XDG_RUNTIME_DIR": runtime], columns: 80, rows: 24)
        #expect(await running.waitForOutput("Login"))
        let recorded = try PtySession(
            executable: executable, arguments: ["--data-dir", second, "--lang", "en", "--record", recording], environment: ["XDG_RUNTIME_DIR": runtime],
            columns: 80, rows: 24)
        #expect(await recorded.waitForOutput("About links"))
        #expect(await recorded.type("\r"))
        #expect(await recorded.type("ada\tNoah\t\r"))
        #expect(await recorded.waitForOutput("Main menu"))
        #expect(await recorded.type("q"))
        _ = await recorded.nextEvent(timeout: 10)
        #expect(await running.type("q"))
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(text.contains(#""e":"linkChannel""#), "the notice is in the recording")
        let check = try await MainCLIReplayTests.run(["replay", recording, "--check"])
        #expect(check.status == 0, "\(check.output)\(check.error)")
    }
}

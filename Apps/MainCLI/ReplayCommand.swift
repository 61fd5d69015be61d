import AppHost
import DesignSystem
import Resources
import SystemCalls

/// What `replay FILE` asks: the file, and what to do with it. A struct so that the replay's
/// options (speed, stepping, exports) join it without changing the command's shape.
struct ReplayRequest: Equatable {
    /// The recording.
    var path: String
    /// `--check`: replay without a terminal and compare.
    var checks = false
    /// `--update`: rewrite what the recording expects from what the app did now.
    var updates = false
    /// In this terminal: at the recorded pace (`--speed N`) or a key a step (`--step`).
    var pace = LiveReplay.Pace.recorded(speed: 1)
    /// `--asciicast OUT`: where the replayed frames go as an asciicast.
    var asciicastPath: String?
    /// `--svg STEP OUT`: the screen after a step, as SVG.
    var svg: Picture?

    /// A step's screen and the file it goes to.
    struct Picture: Equatable {
        var step: Int
        var path: String
    }
}

/// `MainCLI replay FILE [--check] [--update]`: reads the recording (exit 2 with one line when it
/// cannot), replays it headless in virtual time and compares (exit 1 with the first difference),
/// or rewrites its expectations.
@MainActor
enum ReplayCommand {
    /// The status `replay --check` exits with when the session went differently.
    static let differedStatus: Int32 = 1

    static func run(_ request: ReplayRequest) async -> Never {
        let shownPath = TerminalSanitizer.sanitize(request.path)
        // A live replay needs this terminal: refused before the file is read, as the app is.
        let isLive = !request.checks && request.asciicastPath == nil && request.svg == nil
        if isLive {
            let environment = ProcessCalls.environment()
            guard environment["TERM"] != "dumb" else { fail(R.string.cli.errorDumbTerminal("MainCLI replay")) }
            guard TerminalDevice.isInteractive else { fail(R.string.cli.errorNotATerminal("MainCLI replay")) }
        }
        let recording: SessionRecording
        do {
            recording = try SessionReader.read(path: request.path)
        } catch {
            fail(R.string.cli.errorReplayUnreadable(shownPath, error.description))
        }
        let replay: SessionReplay
        do {
            // Only --check stops at the first difference; the others show what the app does now.
            replay = try SessionReplay(recording: recording, updating: !request.checks || request.updates)
        } catch {
            fail(R.string.cli.errorReplayUnreadable(shownPath, error.description))
        }
        if isLive { await live(replay, pace: request.pace) }
        if let path = request.asciicastPath {
            let cast = await SessionExport.asciicast(of: replay)
            replay.finish()
            write(cast, to: path, steps: replay.steps.count)
        }
        if let picture = request.svg {
            let last = replay.steps.count - 1
            guard picture.step <= last else {
                replay.finish()
                fail(R.string.cli.errorReplayNoSuchStep(picture.step, shownPath, last))
            }
            let svg = await SessionExport.svg(of: replay, at: picture.step)
            replay.finish()
            write(svg, to: picture.path, steps: picture.step + 1)
        }
        let difference = await replay.check()
        replay.finish()
        if request.updates {
            if let problem = SessionRecordingWriter.write(replay.updatedRecording(), to: request.path) {
                fail(R.string.cli.replayUpdateFailed(shownPath, problem))
            }
            ProcessCalls.writeStandardOutput(R.string.cli.replayUpdated(shownPath, replay.steps.count) + "\n")
            ProcessCalls.exit(0)
        }
        guard let difference else {
            ProcessCalls.writeStandardOutput(R.string.cli.replayPassed(shownPath, replay.steps.count) + "\n")
            ProcessCalls.exit(0)
        }
        ProcessCalls.writeStandardOutput(R.string.cli.replayDiffers(shownPath) + "\n" + difference.description + "\n")
        ProcessCalls.exit(differedStatus)
    }

    /// Plays `replay` in this terminal until the user quits; the terminal is given back as found.
    private static func live(_ replay: SessionReplay, pace: LiveReplay.Pace) async -> Never {
        let environment = ProcessCalls.environment()
        let terminal = TerminalDevice()
        // The keys are the replay's: the mouse stays the terminal's, for selecting text.
        terminal.modes = TerminalModes(reportsMouse: false, reportsFocus: true)
        let host = ScreenHost(terminal: terminal, colorMode: ColorMode.detect(environment: environment))
        host.charset = Charset.detect(environment: environment)
        let player = LiveReplay(replay: replay, pace: pace)
        host.setRoot(player.viewController(redrawing: host))
        player.start()
        do {
            let exit = try await host.run()
            replay.finish()
            ProcessCalls.exit(exit.status)
        } catch {
            replay.finish()
            fail(R.string.cli.errorNotATerminal("MainCLI replay"))
        }
    }

    /// Writes an export whole or not at all, and says where.
    private static func write(_ text: String, to path: String, steps: Int) -> Never {
        do {
            try SessionExport.write(text, toPath: path)
        } catch {
            fail(R.string.cli.replayExportFailed(TerminalSanitizer.sanitize(path), error.description))
        }
        ProcessCalls.writeStandardOutput(R.string.cli.replayExported(TerminalSanitizer.sanitize(path), steps) + "\n")
        ProcessCalls.exit(0)
    }

    private static func fail(_ message: String) -> Never {
        ProcessCalls.writeStandardError(ErrorLine.text(for: message))
        ProcessCalls.exit(2)
    }
}

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
        guard request.checks else {
            // The live replay in this terminal is the next piece; it is not faked by a check.
            fail(R.string.cli.replayLiveMissing(shownPath))
        }
        let recording: SessionRecording
        do {
            recording = try SessionReader.read(path: request.path)
        } catch {
            fail(R.string.cli.errorReplayUnreadable(shownPath, error.description))
        }
        let replay: SessionReplay
        do {
            replay = try SessionReplay(recording: recording, updating: request.updates)
        } catch {
            fail(R.string.cli.errorReplayUnreadable(shownPath, error.description))
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

    private static func fail(_ message: String) -> Never {
        ProcessCalls.writeStandardError(ErrorLine.text(for: message))
        ProcessCalls.exit(2)
    }
}

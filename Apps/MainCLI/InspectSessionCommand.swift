import AppHost
import DesignSystem
import SystemCalls

/// `MainCLI inspect --session FILE`: replays a recorded session without a terminal, keeps what
/// each step left (the tree, the screen, the log), and serves a page on 127.0.0.1 that steps
/// through it. No app needs to run. Its first line is the page's URL; q (exit 0) or Ctrl-C (130)
/// ends it; a file that cannot be read or replayed is one line and exit 2.
enum InspectSessionCommand {
    @MainActor
    static func run(port: UInt16, file: String) async -> Never {
        let recording: SessionRecording
        do throws(SessionReadError) {
            recording = try SessionReader.read(path: file)
        } catch {
            LinkCommands.printError("\(TerminalSanitizer.sanitize(file)): \(error.description)")
            ProcessCalls.exit(2)
        }
        let timeline: SessionTimeline
        do {
            timeline = try await SessionTimeline.replaying(recording, named: file)
        } catch {
            LinkCommands.printError("\(TerminalSanitizer.sanitize(file)): \(error.description)")
            ProcessCalls.exit(2)
        }
        serve(timeline, port: port)
    }

    /// Serves `timeline` until q or Ctrl-C: every step the page asks for is made on the server's
    /// threads from the timeline, which is only read from here on.
    static func serve(_ timeline: SessionTimeline, port: UInt16) -> Never {
        let server: InspectorPageServer
        do {
            server = try InspectorPageServer(port: port, timeline: timeline)
            try server.start()
        } catch {
            LinkCommands.printError(error.description)
            ProcessCalls.exit(2)
        }
        ProcessCalls.writeStandardOutput(server.url + "\n")
        ProcessCalls.writeStandardOutput("Open it in a browser on this machine; q ends the inspector.\n")
        KeyStrokes.begin()
        while let key = KeyStrokes.next() {
            // q, or Ctrl-C arriving as a byte (a terminal without signals).
            guard key == UInt8(ascii: "q") || key == 3 else { continue }
            KeyStrokes.end()
            server.stop()
            ProcessCalls.exit(key == 3 ? 130 : 0)
        }
        // Standard input ended (a pipe closed): the page is served until the process is ended.
        while true { KeyStrokes.waitForever() }
    }
}

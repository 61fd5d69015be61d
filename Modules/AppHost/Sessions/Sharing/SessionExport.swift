import DesignSystem
import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `replay FILE --asciicast OUT` and `replay FILE --svg STEP OUT` make: the replayed
/// frames, re-executed by the app, never the recording's own text.
@MainActor
public enum SessionExport {
    /// The replay's frames as an asciicast (version 2): the frame each step settles on, at the
    /// step's recorded time, and a resize where the recording has one. The replay runs to the
    /// end whatever differs from the recording (the cast shows what the app does now).
    public static func asciicast(of replay: SessionReplay) async -> String {
        let header = replay.recording.header
        var size = DesignSystem.Size(width: header.size.width, height: header.size.height)
        var cast = AsciicastWriter(
            size: size, colorMode: colorMode(named: header.colorMode), timestamp: timestamp(header.recorded),
            title: "MainCLI session, recorded \(header.recorded)")
        for step in replay.steps {
            await replay.run(to: step.number)
            if case .resize(let width, let height)? = step.input?.kind, width != size.width || height != size.height {
                size = DesignSystem.Size(width: width, height: height)
                cast.resize(to: size, at: step.time)
            }
            cast.frame(replay.frame, at: step.time)
        }
        return cast.text
    }

    /// The screen after `step`, as the SVG the inspector draws.
    public static func svg(of replay: SessionReplay, at step: Int) async -> String {
        await replay.run(to: step)
        return SVGImage(replay.frame).text
    }

    /// Writes `text` to `path` as a new version of the file, all or nothing (a temporary file in
    /// the same directory, synced, then renamed over it).
    package static func write(_ text: String, toPath path: String) throws(AtomicFile.WriteError) {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let bytes = Array(text.utf8)
        // withUnsafeBytes passes on untyped errors only: the typed one is carried out by hand.
        let failure = bytes.withUnsafeBytes { buffer -> AtomicFile.WriteError? in
            do throws(AtomicFile.WriteError) {
                try AtomicFile.write(buffer, toPath: path, inDirectory: directory)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// The header's `colorMode` as the frame writer takes it.
    static func colorMode(named name: String) -> ColorMode {
        switch name {
        case "trueColor": .trueColor
        case "256": .ansi256
        case "none": .none
        default: .ansi16
        }
    }

    /// Seconds since 1970 of the header's `recorded` (`2026-12-05T07:00:00Z`), when it reads as one.
    static func timestamp(_ recorded: String) -> Int? {
        guard let date = try? Date(recorded, strategy: .iso8601) else { return nil }
        let seconds = date.timeIntervalSince1970
        return seconds.isFinite && abs(seconds) < 1e12 ? Int(seconds) : nil
    }
}

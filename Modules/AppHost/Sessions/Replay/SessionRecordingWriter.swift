import SystemCalls

/// Writes a whole recording to a file at once, atomically (`replay --update`): readers see the
/// old recording or the new one, never a mix. States are written as deltas, as the recorder does.
public enum SessionRecordingWriter {
    /// The recording's lines.
    public static func bytes(of recording: SessionRecording) throws -> [UInt8] {
        let encoder = SessionLineEncoder()
        var deltas = SessionStateDeltas()
        var bytes = try encoder.line(recording.header)
        for var event in recording.events {
            if case .state(let screen, let model, .full(let whole)) = event.kind {
                event.kind = .state(screen: screen, model: model, state: deltas.written(whole, model: model))
            }
            bytes += try encoder.line(event)
        }
        return bytes
    }

    /// Replaces the file at `path` with `recording`; the reason in the system's words when it cannot.
    public static func write(_ recording: SessionRecording, to path: String) -> String? {
        let bytes: [UInt8]
        do {
            bytes = try Self.bytes(of: recording)
        } catch {
            return "cannot encode the recording: \(error)"
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        return bytes.withUnsafeBytes { buffer in
            do throws(AtomicFile.WriteError) {
                try AtomicFile.write(buffer, toPath: path, inDirectory: directory)
                return nil
            } catch {
                return error.description
            }
        }
    }
}

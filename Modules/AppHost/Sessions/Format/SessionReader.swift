import SystemCalls

/// Reads a recording from a file, streaming it through a ``SessionDecoder``.
public enum SessionReader {
    /// The recording in the file at `path`.
    public static func read(path: String) throws(SessionReadError) -> SessionRecording {
        var decoder = SessionDecoder()
        var failure: SessionReadError?
        let outcome = StreamingFileReader.read(path) { chunk in
            do throws(SessionReadError) {
                try decoder.feed(chunk)
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        switch outcome {
        case .missing: throw SessionReadError(line: nil, reason: "no such file")
        case .unreadable(let error): throw SessionReadError(line: nil, reason: "cannot read it: \(error.text)")
        case .done: return try decoder.finish()
        }
    }

    /// The recording in `bytes`, read as a file would be.
    public static func read(bytes: [UInt8]) throws(SessionReadError) -> SessionRecording {
        var decoder = SessionDecoder()
        try decoder.feed(bytes)
        return try decoder.finish()
    }
}

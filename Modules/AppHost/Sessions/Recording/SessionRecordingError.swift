/// Why a recording could not start.
public enum SessionRecordingError: Error, Equatable, Sendable {
    /// Something is already at the path: a recording never overwrites.
    case fileExists(path: String)
    /// The system refused to create the file, in its own words.
    case cannotCreate(path: String, reason: String)
}

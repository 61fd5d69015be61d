/// Something the store could not do, reported to the user once instead of crashing.
public enum StoreProblem: Error, Equatable, Sendable {
    /// A file could not be read or decoded; it was moved aside to `movedTo` (nil when even
    /// that failed) and the app starts fresh for that concern.
    case unreadable(file: String, movedTo: String?)
    /// A file was written by a newer version of the app; it was moved aside the same way.
    case newerVersion(file: String, version: Int, movedTo: String?)
    /// The data directory cannot be created or written: nothing will be saved this session.
    case notWritable(directory: String, reason: String)
}

/// Something the store could not do, reported to the user once instead of crashing.
public enum StoreProblem: Error, Equatable, Sendable {
    /// A file could not be read or decoded; it was moved aside to `movedTo` (nil when even
    /// that failed) and the app starts fresh for that concern.
    case unreadable(file: String, movedTo: String?)
    /// A file was written by a newer version of the app; it was moved aside the same way.
    case newerVersion(file: String, version: Int, movedTo: String?)
    /// A file was larger than `limit` bytes, more than the app ever writes; it was moved aside
    /// unread, the same way.
    case tooLarge(file: String, limit: Int, movedTo: String?)
    /// Another running instance holds the data directory: this one saves nothing.
    case inUse(directory: String)
    /// The data directory cannot be created or written: nothing will be saved this session.
    case notWritable(directory: String, reason: String)
}

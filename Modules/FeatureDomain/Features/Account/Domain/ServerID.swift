import Network

/// The rule for ids that come from a server (members, posts, authors): they become URL paths
/// and file names, so they are checked where they enter and an id that fails is never used.
public enum ServerID {
    /// The longest id accepted, in UTF-8 bytes; JSONPlaceholder's are numbers, json-server's
    /// a few hex digits.
    public static let maximumLength = 64

    /// Whether `id` can name a record: not empty, at most ``maximumLength`` bytes, and free of
    /// control characters and of `/`, which would change the path it is put in.
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumLength
            && !id.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "/" }
    }
}

extension ServerID {
    /// `id` as a resource id for a path under `collection`, or the error that no request was built.
    static func checked(_ id: String, in collection: String) throws(NetworkError) -> ResourceID {
        guard isValid(id) else { throw .invalidURL(collection + String(id.prefix(maximumLength))) }
        return ResourceID(id)
    }
}

import SystemCalls

/// The data directory's files as a recording's header holds them, so that a replay starts from
/// the same saved data in a directory of its own.
public enum SessionDataFiles {
    /// The most one file may hold: the store reads none larger.
    public static let fileLimit = 256 * 1024
    /// The most all of them together may hold.
    public static let totalLimit = 16 * 1024 * 1024

    /// Every regular file directly in `directory` that is UTF-8 text of at most ``fileLimit``
    /// bytes, by name, while the total stays within ``totalLimit``; hidden and temporary files
    /// (a write in progress, the directory's lock) are left out.
    public static func read(directory: String) -> [String: String] {
        var files: [String: String] = [:]
        var total = 0
        for name in FileSystem.entryNames(in: directory).sorted()
        where !name.hasPrefix(".") && !name.hasSuffix(".lock") && !name.contains(AtomicFile.temporaryMarker) {
            guard case .read(let bytes) = BoundedFileReader.read(directory + "/" + name, limit: fileLimit),
                let text = String(validating: bytes, as: UTF8.self), total + bytes.count <= totalLimit
            else { continue }
            total += bytes.count
            files[name] = text
        }
        return files
    }
}

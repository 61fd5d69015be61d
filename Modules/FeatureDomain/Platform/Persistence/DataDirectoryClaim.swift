import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One running app owns the data directory: an advisory lock (`flock`) on `instance.lock`
/// inside it, held for as long as the process lives, so two instances never overwrite each
/// other's cart or scores. The lock goes with the process, however it ends.
enum DataDirectoryClaim {
    /// The lock file's name; it holds nothing, only the lock.
    static let lockFileName = "instance.lock"

    /// What claiming found: the directory is ours (the descriptor holds the lock), another
    /// process holds it, or the directory or its lock file cannot be made (saving will say why
    /// when it fails).
    typealias Outcome = FileLock.Outcome

    /// Creates `directory` (0700, its missing parents too) if needed and takes its lock without waiting.
    static func claim(_ directory: URL) -> Outcome {
        guard FileSystem.makePrivateDirectories(directory.filePath) else { return .unavailable }
        return FileLock.claim(directory.filePath(appending: lockFileName))
    }

    /// Removes temporary files a crash left mid-save (`name.json.tmp-<pid>-<n>`), only those
    /// whose writing process is gone: a live one may still be renaming its file into place.
    /// Returns the names removed.
    @discardableResult
    static func removeLeftovers(in directory: URL) -> [String] {
        var removed: [String] = []
        for name in FileSystem.entryNames(in: directory.filePath) {
            guard let pid = writerPID(ofTemporaryFile: name), ProcessIdentity.isGone(pid) else { continue }
            if FileSystem.unlink(directory.filePath(appending: name)) == nil { removed.append(name) }
        }
        return removed
    }

    /// The pid in a temporary file name `AtomicFile` writes (`x.json.tmp-<pid>-<random>`); nil
    /// for any other name, so nothing but our own leftovers is ever touched. Read byte by byte
    /// from the last marker: two runs of ASCII digits, the pid above 0 and within pid_t, the
    /// random part within UInt32.
    static func writerPID(ofTemporaryFile name: String) -> Int32? {
        let bytes = Array(name.utf8)
        let marker = Array((".json" + AtomicFile.temporaryMarker).utf8)
        var start = bytes.count - marker.count
        while start >= 0, !bytes[start..<start + marker.count].elementsEqual(marker) { start -= 1 }
        guard start >= 0 else { return nil }
        let rest = bytes[(start + marker.count)...]
        guard let dash = rest.firstIndex(of: UInt8(ascii: "-")),
            let pid = decimal(rest[..<dash], atMost: UInt64(Int32.max)), pid > 0,
            decimal(rest[(dash + 1)...], atMost: UInt64(UInt32.max)) != nil
        else { return nil }
        return Int32(pid)
    }

    /// The value of `digits`, ASCII 0-9 only and at least one, when it is at most `limit`.
    /// Counted in 64 bits, so no name can overflow it, whatever the width of Int.
    private static func decimal(_ digits: ArraySlice<UInt8>, atMost limit: UInt64) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
            guard value <= limit else { return nil }
        }
        return value
    }
}

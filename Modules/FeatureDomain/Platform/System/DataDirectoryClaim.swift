#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Darwin: the same calls with other types, which the code below leaves to inference: opendir(3)
// returns UnsafeMutablePointer<DIR> (an OpaquePointer on glibc), dirent's d_name holds 1,024
// bytes (256 on glibc) and mode_t is 16 bits (32). That branch was never compiled here.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One running app owns the data directory: an advisory lock (`flock`) on `instance.lock`
/// inside it, held for as long as the process lives, so two instances never overwrite each
/// other's cart or scores. The lock goes with the process, however it ends.
enum DataDirectoryClaim {
    /// The lock file's name; it holds nothing, only the lock.
    static let lockFileName = "instance.lock"

    /// What claiming found.
    enum Outcome: Equatable {
        /// The directory is ours; `descriptor` holds the lock.
        case owned(descriptor: Int32)
        /// Another process holds it.
        case heldByAnother
        /// The directory or its lock file cannot be made: saving will say why when it fails.
        case unavailable
    }

    /// Creates `directory` (0700) if needed and takes its lock without waiting.
    static func claim(_ directory: URL) -> Outcome {
        guard makeDirectory(directory.filePath) else { return .unavailable }
        let path = directory.filePath(appending: lockFileName)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return .unavailable }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            return code == EWOULDBLOCK ? .heldByAnother : .unavailable
        }
        return .owned(descriptor: descriptor)
    }

    /// Removes temporary files a crash left mid-save (`name.json.tmp-<pid>-<n>`), only those
    /// whose writing process is gone: a live one may still be renaming its file into place.
    /// Returns the names removed.
    @discardableResult
    static func removeLeftovers(in directory: URL) -> [String] {
        var removed: [String] = []
        for name in entryNames(in: directory.filePath) {
            guard let pid = writerPID(ofTemporaryFile: name), kill(pid, 0) != 0, errno == ESRCH else { continue }
            if unlink(directory.filePath(appending: name)) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The pid in a temporary file name `AtomicFile` writes (`x.json.tmp-<pid>-<random>`); nil
    /// for any other name, so nothing but our own leftovers is ever touched. Read byte by byte
    /// from the last marker: two runs of ASCII digits, the pid above 0 and within pid_t, the
    /// random part within UInt32.
    static func writerPID(ofTemporaryFile name: String) -> pid_t? {
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
        return pid_t(pid)
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

    // The calls below are the system's own (mkdir(2), readdir(3)) rather than FileManager's:
    // this runs before the first frame, and FileManager's first use sets up generic types that
    // cost the launch a third of a millisecond.

    /// Makes `path` a directory, and any missing parent, each with mode 0700 whatever the
    /// umask (as FileManager's `createDirectory` with intermediates and that permission did); one
    /// that exists is left as it is. False when something that is not a directory is in the way
    /// or the system refuses to make one.
    private static func makeDirectory(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        // Only a missing path is made: any other refusal (a path too long, no permission to
        // look) is the answer, not a reason to go up and make parents.
        guard errno == ENOENT else { return false }
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex {
            guard makeDirectory(String(path[..<slash])) else { return false }
        }
        guard mkdir(path, 0o700) == 0 else {
            // Another process made it in between: as good, if it is a directory.
            return errno == EEXIST && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
        // mkdir has already kept it at 0700 or tighter (the umask); this widens a tight umask's
        // result back to 0700. A file system without modes (vfat) refuses, and, as FileManager
        // did, the directory is used anyway.
        _ = chmod(path, 0o700)
        return true
    }

    /// The names in the directory at `path` but `.` and `..`; none when it cannot be read.
    private static func entryNames(in path: String) -> [String] {
        guard let stream = opendir(path) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return .unavailable
        }
        let path = directory.appendingPathComponent(lockFileName).path
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
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var removed: [String] = []
        for name in names {
            guard let pid = writerPID(ofTemporaryFile: name), kill(pid, 0) != 0, errno == ESRCH else { continue }
            if unlink(directory.appendingPathComponent(name).path) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The pid in a temporary file name `AtomicFile` writes (`x.json.tmp-<pid>-<random>`); nil
    /// for any other name, so nothing but our own leftovers is ever touched.
    static func writerPID(ofTemporaryFile name: String) -> pid_t? {
        guard let marker = name.ranges(of: ".json" + AtomicFile.temporaryMarker).last else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return pid
    }
}

// FeatureDomain's room for the operating system: the data directory's files and its lock.
// Only the files in this folder import the C library; the rest of Platform/ calls the typed
// helpers here. AppHost's System/ folder, which holds the sockets of the running app's
// services, extends `SystemCalls` with what only those need, and uses the calls marked
// `package` below rather than naming them a second time.
//
// What differs on Darwin (macOS), and where a reviewer can check it without a Mac:
// - `fsync(2)` does not reach the disk's platter on Darwin: `fcntl(F_FULLFSYNC)` does (fcntl(2));
//   AtomicFile asks for it and falls back to fsync where the file system refuses it.
// - `flock(2)`, `O_DIRECTORY`, `O_NOFOLLOW`, `kill(pid, 0)` and `lstat` behave the same.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The small system calls Platform/ needs besides its files, named once for every system.
package enum SystemCalls {
    /// The last system error of this thread.
    static var lastError: Int32 { errno }

    /// The system's words for error `code` ("Permission denied").
    package static func message(for code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// This process's id.
    static var processID: pid_t { getpid() }

    /// Closes `descriptor`; errors are of no use to any caller here.
    package static func close(_ descriptor: Int32) {
        _ = SystemCalls.closeDescriptor(descriptor)
    }

    /// Removes the name `path`; the system's error code when it could not.
    @discardableResult
    package static func unlink(_ path: String) -> Int32? {
        cUnlink(path) == 0 ? nil : errno
    }

    /// Renames `from` to `to`; whether it did.
    static func rename(_ from: String, to: String) -> Bool {
        cRename(from, to) == 0
    }

    /// Whether nothing at all is at `path` (not even a dangling symbolic link).
    static func nothingExists(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// Whether something, of any kind, is at `path`.
    static func somethingExists(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// "No such file or directory".
    package static let noSuchFile = ENOENT

    private static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        cClose(descriptor)
    }
}

// The C functions under names no member of `SystemCalls` shadows.
private func cClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func cUnlink(_ path: String) -> Int32 { unlink(path) }
private func cRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

// O_EXCL with O_CREAT fails with EEXIST when anything is at the path, a dangling symbolic link
// included, on both systems (open(2); <fcntl.h>). Darwin: fsync(2) does not reach the platter,
// `fcntl(F_FULLFSYNC)` does (fcntl(2)); it is asked for first, as AtomicFile does.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file this process creates and alone writes, appended to as it goes (a session recording):
/// never one that was there before.
package enum ExclusiveFile {
    /// Creates the file at `path`, readable and writable by its owner only; fails with
    /// ``SystemError/isAlreadyThere`` when something is at the path.
    package static func create(_ path: String) -> Result<Int32, SystemError> {
        SystemCall.retrying { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
    }

    /// Writes the whole of `bytes` to `descriptor`; false when the system refused.
    package static func append(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        Descriptor.writeAll(descriptor, bytes)
    }

    /// Flushes what was written to the disk itself, then closes the file; false when the flush failed.
    @discardableResult
    package static func syncAndClose(_ descriptor: Int32) -> Bool {
        var isSynced = false
        #if canImport(Darwin)
            isSynced = fcntl(descriptor, F_FULLFSYNC) == 0
        #endif
        if !isSynced { isSynced = fsync(descriptor) == 0 }
        Descriptor.close(descriptor)
        return isSynced
    }
}

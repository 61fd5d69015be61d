// Darwin: fsync(2) does not reach the disk's platter there: `fcntl(F_FULLFSYNC)` does (fcntl(2)),
// and is asked for first, with fsync where the file system refuses it. `O_DIRECTORY`, `O_EXCL`
// and rename(2) over an existing file behave the same (<fcntl.h>, <stdio.h>).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes a file so that readers see the old content or the new, never a mix: a temporary
/// file beside it, `fsync` (`F_FULLFSYNC` on Darwin), `rename` over the old one, `fsync` of the directory.
package enum AtomicFile {
    /// Why a write failed: the step, and the system's error.
    package struct WriteError: Error, Equatable, CustomStringConvertible {
        package var step: String
        package var error: SystemError

        package init(step: String, error: SystemError) {
            self.step = step
            self.error = error
        }

        /// The system's words alone ("Permission denied"), as the user is shown them.
        package var reason: String { error.text }
        package var description: String { "\(step): \(reason)" }
    }

    /// The part of a temporary file's name between the target's name and the writer's pid.
    package static let temporaryMarker = ".tmp-"

    /// Replaces the file at `path` in the directory at `directory` with `bytes`.
    package static func write(_ bytes: UnsafeRawBufferPointer, toPath path: String, inDirectory directory: String) throws(WriteError) {
        let temporaryPath = path + temporaryMarker + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor: Int32
        switch SystemCall.retrying({ open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }) {
        case .success(let opened): descriptor = opened
        case .failure(let error): throw WriteError(step: "create", error: error)
        }
        var isWritten = false
        defer {
            if !isWritten { FileSystem.unlink(temporaryPath) }
        }
        do {
            defer { Descriptor.close(descriptor) }
            var offset = 0
            while offset < bytes.count {
                switch Descriptor.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...])) {
                case .success(let count): offset += count
                case .failure(let error): throw WriteError(step: "write", error: error)
                }
            }
            guard durablySync(descriptor) else { throw WriteError(step: "fsync", error: .last) }
        }
        guard FileSystem.rename(temporaryPath, to: path) else { throw WriteError(step: "rename", error: .last) }
        isWritten = true
        if case .success(let directoryDescriptor) = SystemCall.retrying({ open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }) {
            _ = durablySync(directoryDescriptor)
            Descriptor.close(directoryDescriptor)
        }
    }
}

/// Flushes `descriptor` to the disk itself. On Darwin fsync(2) only hands the data to the drive,
/// which may keep it in its cache across a power cut; `F_FULLFSYNC` (fcntl(2)) waits for the
/// platter. File systems that refuse it (some network ones) still get fsync.
private func durablySync(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    return fsync(descriptor) == 0
}

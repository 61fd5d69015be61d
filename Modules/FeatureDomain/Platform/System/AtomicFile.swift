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

/// Writes a file so that readers see the old content or the new, never a mix: a temporary
/// file beside it, `fsync` (`F_FULLFSYNC` on Darwin), `rename` over the old one, `fsync` of the directory.
enum AtomicFile {
    /// Why a write failed, with the system's own words.
    struct WriteError: Error, CustomStringConvertible {
        var step: String
        var code: Int32
        /// The system's words alone ("Permission denied"), as the user is shown them.
        var reason: String { String(cString: strerror(code)) }
        var description: String { "\(step): \(reason)" }
    }

    /// The part of a temporary file's name between the target's name and the writer's pid.
    static let temporaryMarker = ".tmp-"

    /// Replaces the file at `url` in `directory` with `data`.
    static func write(_ data: Data, to url: URL, in directory: URL) throws {
        let temporaryPath = url.filePath + temporaryMarker + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw WriteError(step: "create", code: errno) }
        var isWritten = false
        defer {
            if !isWritten { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws in
                var offset = 0
                while offset < bytes.count {
                    let written = writeDescriptor(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw WriteError(step: "write", code: errno)
                    }
                    offset += written
                }
            }
            guard durablySync(descriptor) else { throw WriteError(step: "fsync", code: errno) }
        }
        guard rename(temporaryPath, url.filePath) == 0 else { throw WriteError(step: "rename", code: errno) }
        isWritten = true
        let directoryDescriptor = open(directory.filePath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = durablySync(directoryDescriptor)
            close(directoryDescriptor)
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

/// write(2) under a name no member of ``AtomicFile`` shadows.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

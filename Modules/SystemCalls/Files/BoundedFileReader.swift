// Darwin: open(2) with O_NONBLOCK, fstat(2) and S_IFMT/S_IFREG have the same names and meaning
// in the macOS SDK (<fcntl.h>, <sys/stat.h>); st_size is off_t (64 bits) on both.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads a whole file only when it is a regular file within a size limit, looking at its size
/// before reading a byte: a huge file in the data directory costs a `stat`, not its size in memory.
package enum BoundedFileReader {
    /// What was found at the path.
    package enum Outcome: Equatable {
        /// Nothing there (or its directory is not one): no file, not a bad one.
        case missing
        /// More than the limit (also when it grew past it while being read).
        case tooLarge
        /// Not a regular file, or the system refused to read it.
        case unreadable
        case read([UInt8])
    }

    /// The content of the file at `path` when it holds at most `limit` bytes.
    package static func read(_ path: String, limit: Int) -> Outcome {
        // O_NONBLOCK so a FIFO placed under a data file's name cannot block the open.
        let descriptor: Int32
        switch SystemCall.retrying({ open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }) {
        case .success(let opened): descriptor = opened
        case .failure(let error): return error.isNoSuchFile || error == .notADirectory ? .missing : .unreadable
        }
        defer { Descriptor.close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        let limit = max(0, limit)
        guard info.st_size <= limit else { return .tooLarge }
        // One byte past the limit tells a file that grew since fstat.
        var bytes = [UInt8](repeating: 0, count: limit &+ 1)
        var count = 0
        reading: while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { Descriptor.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: $0[count...])) }
            switch got {
            case .success(0): break reading
            case .success(let more): count += more
            case .failure(let error) where error.isWouldBlock: continue
            case .failure: return .unreadable
            }
        }
        guard count <= limit else { return .tooLarge }
        bytes.removeLast(bytes.count - count)
        return .read(bytes)
    }
}

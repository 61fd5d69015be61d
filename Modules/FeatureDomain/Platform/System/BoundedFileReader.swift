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

/// Reads a whole file only when it is a regular file within a size limit, looking at its size
/// before reading a byte: a huge file in the data directory costs a `stat`, not its size in memory.
enum BoundedFileReader {
    /// What was found at the path.
    enum Outcome: Equatable {
        /// Nothing there (or its directory is not one): no file, not a bad one.
        case missing
        /// More than the limit (also when it grew past it while being read).
        case tooLarge
        /// Not a regular file, or the system refused to read it.
        case unreadable
        case read(Data)
    }

    /// The content of the file at `path` when it holds at most `limit` bytes.
    static func read(_ path: String, limit: Int) -> Outcome {
        // O_NONBLOCK so a FIFO placed under a data file's name cannot block the open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        let limit = max(0, limit)
        guard info.st_size <= limit else { return .tooLarge }
        // One byte past the limit tells a file that grew since fstat.
        var bytes = [UInt8](repeating: 0, count: limit &+ 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0, errno == EINTR || errno == EAGAIN { continue }
            guard got >= 0 else { return .unreadable }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { return .tooLarge }
        return .read(Data(bytes[..<count]))
    }
}

/// read(2) under a name no member of ``BoundedFileReader`` shadows.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

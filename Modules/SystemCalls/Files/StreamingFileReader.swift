// Darwin: open(2) with O_NONBLOCK, fstat(2) and S_IFMT/S_IFREG have the same names and meaning
// in the macOS SDK (<fcntl.h>, <sys/stat.h>), as BoundedFileReader relies on.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads a regular file in chunks, handing each to its caller, who may stop at any chunk: a file
/// is read only as far as its reader wants, so a huge file costs one chunk of memory, not its size.
package enum StreamingFileReader {
    /// How the reading ended.
    package enum Outcome: Equatable {
        /// Nothing there (or its directory is not one).
        case missing
        /// Not a regular file, or the system refused to read it.
        case unreadable(SystemError)
        /// The caller stopped, or the file ended.
        case done
    }

    /// Calls `body` with each chunk of at most `chunkSize` bytes of the file at `path`, in order,
    /// until the file ends or `body` returns false.
    package static func read(_ path: String, chunkSize: Int = 64 * 1024, _ body: (UnsafeRawBufferPointer) -> Bool) -> Outcome {
        // O_NONBLOCK so a FIFO given as the file cannot block the open.
        let descriptor: Int32
        switch SystemCall.retrying({ open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }) {
        case .success(let opened): descriptor = opened
        case .failure(let error): return error.isNoSuchFile || error == .notADirectory ? .missing : .unreadable(error)
        }
        defer { Descriptor.close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(.last) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .unreadable(SystemError(code: EINVAL)) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, chunkSize), alignment: 1)
        defer { buffer.deallocate() }
        while true {
            switch Descriptor.read(descriptor, into: buffer) {
            case .success(0): return .done
            case .success(let count):
                guard body(UnsafeRawBufferPointer(rebasing: buffer[..<count])) else { return .done }
            case .failure(let error) where error.isWouldBlock: continue
            case .failure(let error): return .unreadable(error)
            }
        }
    }
}

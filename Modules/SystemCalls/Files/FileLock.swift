// Darwin: flock(2), O_NOFOLLOW and O_CLOEXEC behave the same there (<sys/file.h>, <fcntl.h>),
// and a lock held by another process is EWOULDBLOCK, which has EAGAIN's value on both.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An exclusive advisory lock (flock(2)) on a file, held for as long as its descriptor is open:
/// the process's end, however it ends, lets go of it.
package enum FileLock {
    /// What taking the lock found.
    package enum Outcome: Equatable {
        /// The lock is ours; `descriptor` holds it.
        case owned(descriptor: Int32)
        /// Another process holds it.
        case heldByAnother
        /// The file cannot be opened or made, or the system refused the lock.
        case unavailable
    }

    /// Opens the file at `path` (made 0600 when missing, never through a symbolic link) and
    /// takes its lock without waiting.
    package static func claim(_ path: String) -> Outcome {
        let descriptor: Int32
        switch SystemCall.retrying({ open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600) }) {
        case .success(let opened): descriptor = opened
        case .failure: return .unavailable
        }
        switch SystemCall.retrying({ flock(descriptor, LOCK_EX | LOCK_NB) }) {
        case .success:
            return .owned(descriptor: descriptor)
        case .failure(let error):
            Descriptor.close(descriptor)
            return error.isWouldBlock ? .heldByAnother : .unavailable
        }
    }
}

// The Network module's room for the operating system (with the other files of System/): the
// only Network code that imports the C library. Darwin differences handled in this file:
// - `errno` values differ (ECONNREFUSED is 61 on Darwin, 111 on Linux; sys/errno.h), so callers
//   ask named questions (`isRefused`, `isWouldBlock`) and never compare numbers themselves.
// - EAGAIN and EWOULDBLOCK are the same value on both systems (35 on Darwin, 11 on Linux); both
//   are checked anyway, as POSIX lets them differ (errno(3), intro(2) on Darwin).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An `errno` value from a failed system call, with the questions the transport asks of it.
struct SystemError: Error, Equatable, Sendable {
    var code: Int32

    /// The calling thread's `errno`, read at once after the failed call.
    static var last: SystemError { SystemError(code: errno) }

    /// No file descriptors left in the process (EMFILE).
    static let tooManyFiles = SystemError(code: EMFILE)
    /// The system would not start another thread (EAGAIN from pthread_create).
    static let noThread = SystemError(code: EAGAIN)

    /// The call would have blocked on a non-blocking descriptor, or a signal interrupted it: wait, then call again.
    var isRetry: Bool { code == EAGAIN || code == EWOULDBLOCK || code == EINTR }
    /// A signal interrupted the call before it did anything.
    var isInterrupted: Bool { code == EINTR }
    /// A non-blocking connect that goes on in the background.
    var isInProgress: Bool { code == EINPROGRESS }
    /// Nobody listens at the address (ECONNREFUSED).
    var isRefused: Bool { code == ECONNREFUSED }
    /// The network or the host cannot be reached from here, or the address family is unusable.
    var isUnreachable: Bool { [ENETUNREACH, EHOSTUNREACH, EADDRNOTAVAIL, EAFNOSUPPORT].contains(code) }
    /// No error was set.
    var isNone: Bool { code == 0 }

    /// The system's sentence for the error (`strerror`).
    var text: String { String(cString: strerror(code)) }
}

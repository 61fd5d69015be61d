// The one place a failed call's `errno` is read and the one wrapper that retries EINTR: every
// other file of the module calls through `SystemCall`, and no file outside it sees errno at all.
// Darwin: errno's numbers differ (ECONNREFUSED is 61 there, 111 on Linux; sys/errno.h), so
// callers ask named questions (`isRefused`, `isWouldBlock`) and never compare numbers.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An `errno` value from a failed system call, with the questions its callers ask of it.
package struct SystemError: Error, Equatable, Sendable {
    package var code: Int32

    package init(code: Int32) {
        self.code = code
    }

    /// The calling thread's `errno`, read at once after the failed call.
    package static var last: SystemError { SystemError(code: errno) }

    /// No file descriptors left in the process (EMFILE).
    package static let tooManyFiles = SystemError(code: EMFILE)
    /// The system would not start another thread (EAGAIN from pthread_create).
    package static let noThread = SystemError(code: EAGAIN)
    /// Nothing is at the path (ENOENT).
    package static let noSuchFile = SystemError(code: ENOENT)
    /// A part of the path is not a directory (ENOTDIR).
    package static let notADirectory = SystemError(code: ENOTDIR)
    /// Nobody listens at the address (ECONNREFUSED).
    package static let connectionRefused = SystemError(code: ECONNREFUSED)

    /// The call would have blocked on a non-blocking descriptor, or a signal interrupted it: wait, then call again.
    package var isRetry: Bool { isWouldBlock || isInterrupted }
    /// A non-blocking descriptor had nothing to give or no room (EAGAIN; POSIX lets EWOULDBLOCK
    /// differ, though both systems give them one value).
    package var isWouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }
    /// A signal interrupted the call before it did anything.
    package var isInterrupted: Bool { code == EINTR }
    /// A non-blocking connect that goes on in the background.
    package var isInProgress: Bool { code == EINPROGRESS }
    /// Nobody listens at the address (ECONNREFUSED).
    package var isRefused: Bool { code == ECONNREFUSED }
    /// The network or the host cannot be reached from here, or the address family is unusable.
    package var isUnreachable: Bool { [ENETUNREACH, EHOSTUNREACH, EADDRNOTAVAIL, EAFNOSUPPORT].contains(code) }
    /// Nothing is at the path (ENOENT).
    package var isNoSuchFile: Bool { code == ENOENT }
    /// Something is at the path already (EEXIST).
    package var isAlreadyThere: Bool { code == EEXIST }
    /// A terminal's input or output failed: a hang-up, or a read from the background (EIO).
    package var isInputOutput: Bool { code == EIO }
    /// No error was set.
    package var isNone: Bool { code == 0 }

    /// The system's sentence for the error (`strerror`): "Permission denied".
    package var text: String { String(cString: strerror(code)) }
}

/// Makes system calls: again while a signal interrupts them, and their failures typed.
package enum SystemCall {
    /// Calls `call` until it is not interrupted by a signal (EINTR); its result, or the error it
    /// failed with when it returned -1.
    @inline(__always)
    package static func retrying<Value: FixedWidthInteger & SignedInteger>(_ call: () -> Value) -> Result<Value, SystemError> {
        while true {
            let value = call()
            if value != -1 { return .success(value) }
            let error = SystemError.last
            if !error.isInterrupted { return .failure(error) }
        }
    }

    /// Calls `call` once; its result, or the error it failed with when it returned -1. For calls
    /// an interruption must end (a wait a signal should cut short) or that never report EINTR.
    @inline(__always)
    package static func once<Value: FixedWidthInteger & SignedInteger>(_ call: () -> Value) -> Result<Value, SystemError> {
        let value = call()
        return value != -1 ? .success(value) : .failure(.last)
    }
}

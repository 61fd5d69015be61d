// SystemCalls' tests' room for the operating system: what the tests ask the system directly, to
// check the module's answers against it. fcntl(2) and the errno value are the same calls on Darwin.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A descriptor's flags, as fcntl(2) reports them.
enum DescriptorFlags {
    /// Whether `descriptor` is closed on exec (FD_CLOEXEC).
    static func closesOnExec(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0
    }

    /// Whether `descriptor` is non-blocking (O_NONBLOCK).
    static func isNonBlocking(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFL) & O_NONBLOCK != 0
    }

    /// Whether `descriptor` is open.
    static func isOpen(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) != -1
    }
}

/// The calling thread's errno, set as a failing call would.
enum ThreadErrno {
    static func failInterrupted() -> Int32 {
        errno = EINTR
        return -1
    }

    static func failWouldBlock() -> Int32 {
        errno = EAGAIN
        return -1
    }
}

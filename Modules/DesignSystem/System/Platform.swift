// DesignSystem's room for the operating system. Only the files in this folder import the C
// library; the rest of the module calls the typed helpers here (`Platform`, `ProcessSignals`,
// `TerminalDevice`, `TerminalOutput`, `SignalRelay`).
//
// What differs on Darwin (macOS), and where a reviewer can check it without a Mac:
// - `struct sigaction`'s handler is `__sigaction_u.__sa_handler` (union `__sigaction_u`,
//   <sys/signal.h>); glibc calls it `__sigaction_handler.sa_handler`, musl `__sa_handler.sa_handler`
//   (SignalRelay.swift).
// - `tcflag_t` is `unsigned long` and `NCCS` is 20 (<sys/termios.h>, termios(4)); the code only
//   uses the named flags and indexes `c_cc` by `VMIN`/`VTIME`, so both layouts work.
// - `TIOCGWINSZ` is `_IOR('t', 104, struct winsize)` (<sys/ttycom.h>, tty(4)); Swift's Darwin
//   module exports it as an unsigned number, glibc's is a plain `0x5413`: `UInt(TIOCGWINSZ)` takes both.
// - There is no `pipe2` (pipe(2) only): the relay pipe gets `FD_CLOEXEC` and `O_NONBLOCK` from
//   fcntl(2) calls after it is made (CloseOnExec.swift); on Linux pipe2 sets both at once.
// - `CLOCK_MONOTONIC` exists from macOS 10.12 (clock_gettime(3)).
// - `poll` with no events asked reports no hang-up on BSD (poll(2)): every poll here asks for
//   `POLLIN` or `POLLOUT` explicitly.
// - Under Xcode's Run button standard input is not a terminal (isatty(3) fails): the caller's
//   "no terminal" message covers it, since ``TerminalDevice/isInteractive`` is false there too.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The small C library calls the module needs outside the terminal, named once for every system.
enum Platform {
    /// The value of the environment variable `name`, or nil when it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The monotonic clock in nanoseconds (`CLOCK_MONOTONIC`, which another process reads too).
    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Whether the `count` bytes at `lhs` and `rhs` are equal (memcmp(3): vectorised by the C library).
    @inline(__always)
    static func bytesEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(lhs, rhs, count) == 0
    }

    /// Replaces the file at `path` with `bytes` (mode 0600); false when it could not be written whole.
    @discardableResult
    static func replaceFile(at path: String, with bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}

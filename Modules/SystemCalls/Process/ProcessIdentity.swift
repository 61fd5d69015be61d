// Darwin: getpid(2), getuid(2) and kill(2) with signal 0 have the same names and meaning in the
// macOS SDK (<unistd.h>, <signal.h>); pid_t is Int32 and uid_t UInt32 on both.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Who this process is, and whether another one is still there.
package enum ProcessIdentity {
    /// This process's id.
    package static var processID: Int32 { getpid() }

    /// The user this process runs as.
    package static var userID: UInt32 { getuid() }

    /// Whether no process has the id `pid` (kill(2) with no signal answers ESRCH); a process of
    /// another user, which may not be signalled, is still there.
    package static func isGone(_ pid: Int32) -> Bool {
        kill(pid, 0) != 0 && SystemError.last == SystemError(code: ESRCH)
    }
}

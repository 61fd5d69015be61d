// FeatureDomain's room for the operating system (the instance socket, the data directory's
// files and lock). Only the files in this folder import the C library; the rest of Platform/
// calls the typed helpers here.
//
// What differs on Darwin (macOS), and where a reviewer can check it without a Mac:
// - No `SOCK_CLOEXEC` or `SOCK_NONBLOCK` socket types (socket(2), <sys/socket.h>): a new socket
//   gets `FD_CLOEXEC` from fcntl(2) right after socket(2) (UnixSocket.make), the listener
//   `O_NONBLOCK` (ListeningSocket).
// - No `accept4` (accept(2)): the same fcntl(2) calls follow it, and an accepted socket, which
//   inherits the listener's `O_NONBLOCK` on BSD, is made blocking again (CloseOnExec). On Linux
//   the flags are set in the same call. (The wake-up pipe, and Darwin's missing pipe2, are
//   Network's `WakePipe`.)
// - No `MSG_NOSIGNAL` (send(2)): `SO_NOSIGPIPE` is set on every socket instead (<sys/socket.h>,
//   setsockopt(2)), also on accepted ones, so a peer that went away is an EPIPE, never a SIGPIPE.
// - `shutdown(2)` of a listening socket does not wake a blocked `accept` on BSD: the listener
//   polls a wake-up pipe beside the socket, and `stop()` writes to it (ListeningSocket).
// - `poll(2)` with no events asked never reports a hang-up on BSD: every poll here asks for
//   `POLLIN` or `POLLOUT` explicitly.
// - No `SO_PEERCRED`/`struct ucred`: the peer's user and group come from getpeereid(3), its
//   pid from `LOCAL_PEERPID` at level `SOL_LOCAL` (<sys/un.h>) (PeerCredentials).
// - `fsync(2)` does not reach the disk's platter on Darwin: `fcntl(F_FULLFSYNC)` does (fcntl(2));
//   AtomicFile asks for it and falls back to fsync where the file system refuses it.
// - `sockaddr_un` has a `sun_len` byte first and a 104-byte path (<sys/un.h>); the address is
//   built from `MemoryLayout` sizes, so both layouts work, and `sun_len` is set on Darwin.
// - `flock(2)`, `O_DIRECTORY`, `O_NOFOLLOW`, `kill(pid, 0)` and `lstat` behave the same.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The small system calls Platform/ needs besides sockets and files, named once for every system.
enum SystemCalls {
    /// The last system error of this thread.
    static var lastError: Int32 { errno }

    /// The system's words for error `code` ("Permission denied").
    static func message(for code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// This process's user.
    static var userID: uid_t { getuid() }

    /// This process's id.
    static var processID: pid_t { getpid() }

    /// Closes `descriptor`; errors are of no use to any caller here.
    static func close(_ descriptor: Int32) {
        _ = SystemCalls.closeDescriptor(descriptor)
    }

    /// Removes the name `path`; the system's error code when it could not.
    @discardableResult
    static func unlink(_ path: String) -> Int32? {
        cUnlink(path) == 0 ? nil : errno
    }

    /// Renames `from` to `to`; whether it did.
    static func rename(_ from: String, to: String) -> Bool {
        cRename(from, to) == 0
    }

    /// Whether nothing at all is at `path` (not even a dangling symbolic link).
    static func nothingExists(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// Whether something, of any kind, is at `path`.
    static func somethingExists(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Waits a short while before a retry (an accept out of descriptors).
    static func pauseBeforeRetry() {
        usleep(50_000)
    }

    /// Creates `directory` 0700 if it is missing, and checks that it is a real directory of this
    /// user that nobody else can enter (mode tightened when it is ours); why not, or nil.
    static func preparePrivateDirectory(_ directory: String) -> String? {
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            return "cannot create \(directory): \(message(for: errno))"
        }
        var info = stat()
        guard lstat(directory, &info) == 0 else { return "cannot read \(directory): \(message(for: errno))" }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "\(directory) is not a directory" }
        guard info.st_uid == getuid() else { return "\(directory) belongs to another user" }
        if info.st_mode & 0o077 != 0, chmod(directory, 0o700) != 0 {
            return "cannot make \(directory) private: \(message(for: errno))"
        }
        return nil
    }

    static let noSuchFile = ENOENT
    static let notADirectory = ENOTDIR
    static let connectionRefused = ECONNREFUSED

    private static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        cClose(descriptor)
    }
}

// The C functions under names no member of `SystemCalls` shadows.
private func cClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func cUnlink(_ path: String) -> Int32 { unlink(path) }
private func cRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

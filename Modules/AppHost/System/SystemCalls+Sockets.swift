// AppHost's room for the operating system: the instance socket, the inspector's connections and
// the page server's loopback listener. Only the files in this folder import the C library; the
// rest of AppHost calls the typed helpers here, and FeatureDomain's `SystemCalls` for what both
// modules need (closing, unlinking, the system's words for an error).
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
// - `sockaddr_un` has a `sun_len` byte first and a 104-byte path (<sys/un.h>); the address is
//   built from `MemoryLayout` sizes, so both layouts work, and `sun_len` is set on Darwin.
import FeatureDomain

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The small system calls the running app's services need besides their sockets.
extension SystemCalls {
    /// This process's user.
    static var userID: uid_t { getuid() }

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

    static let notADirectory = ENOTDIR
    static let connectionRefused = ECONNREFUSED
}

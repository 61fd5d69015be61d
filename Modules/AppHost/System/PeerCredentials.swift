#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Who is at the other end of a Unix domain socket, as the kernel says (`SO_PEERCRED` on Linux,
/// getpeereid(3) on Darwin): the
/// app accepts links only from its own user.
public struct PeerCredentials: Equatable, Sendable {
    public var pid: pid_t
    public var uid: uid_t
    public var gid: gid_t

    /// Creates credentials from their parts.
    public init(pid: pid_t, uid: uid_t, gid: gid_t) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
    }

    /// The peer of the connected socket `descriptor`; nil if the kernel will not say.
    public init?(socket descriptor: Int32) {
        #if canImport(Darwin)
            // No SO_PEERCRED on Darwin: getpeereid(3) gives the user and group, LOCAL_PEERPID at
            // level SOL_LOCAL the process (<sys/un.h>; 0 when the kernel will not say).
            var uid = uid_t()
            var gid = gid_t()
            guard getpeereid(descriptor, &uid, &gid) == 0 else { return nil }
            var pid = pid_t()
            var length = socklen_t(MemoryLayout<pid_t>.size)
            if getsockopt(descriptor, SOL_LOCAL, LOCAL_PEERPID, &pid, &length) != 0 { pid = 0 }
            self.init(pid: pid, uid: uid, gid: gid)
        #else
            // `struct ucred` is pid, uid, gid: three 32-bit fields (Glibc hides the type behind
            // _GNU_SOURCE, so it is read as three words).
            var words: [UInt32] = [0, 0, 0]
            var length = socklen_t(MemoryLayout<UInt32>.size * 3)
            let result = words.withUnsafeMutableBytes { getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, $0.baseAddress, &length) }
            guard result == 0, length == socklen_t(MemoryLayout<UInt32>.size * 3) else { return nil }
            self.init(pid: pid_t(bitPattern: words[0]), uid: uid_t(words[1]), gid: gid_t(words[2]))
        #endif
    }

    /// Whether a peer may talk to an app run by `ownUID`: only the same user (root is not
    /// special: a link from another account is refused even if it is root's).
    public static func admits(_ peer: PeerCredentials?, ownUID: uid_t) -> Bool {
        guard let peer else { return false }
        return peer.uid == ownUID
    }
}

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Who is at the other end of a Unix domain socket, as the kernel says (`SO_PEERCRED` on Linux,
/// getpeereid(3) on Darwin). pid_t is Int32, uid_t and gid_t UInt32 on both (<sys/types.h>).
package struct PeerCredentials: Equatable, Sendable {
    package var pid: Int32
    package var uid: UInt32
    package var gid: UInt32

    /// Creates credentials from their parts.
    package init(pid: Int32, uid: UInt32, gid: UInt32) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
    }

    /// The peer of the connected socket `descriptor`; nil if the kernel will not say.
    package init?(socket descriptor: Int32) {
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
}

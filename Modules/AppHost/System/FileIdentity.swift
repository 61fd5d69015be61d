#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What is at a path, looked at without following a symbolic link: enough to tell this user's
/// socket from anything planted in its place, and the file a server bound from a later one.
struct FileIdentity: Equatable {
    var device: UInt
    var inode: UInt
    var type: mode_t
    var owner: uid_t

    /// The file at `path` itself; nil when nothing is there.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        // `dev_t` is a signed 32-bit integer on Darwin (<sys/types.h>): a negative one must not trap.
        device = UInt(truncatingIfNeeded: info.st_dev)
        inode = UInt(truncatingIfNeeded: info.st_ino)
        type = info.st_mode & S_IFMT
        owner = info.st_uid
    }

    /// Why this is not a socket of this user, or nil when it is one.
    var reasonItIsNotOurSocket: String? {
        switch type {
        case S_IFSOCK: owner == getuid() ? nil : "a socket of another user"
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a directory"
        default: "not a socket"
        }
    }

    /// Whether both name the same file.
    func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}

// Darwin: lstat(2) and the S_IF* types are the same there; `dev_t` is a signed 32-bit integer
// (<sys/types.h>), which is widened without trapping on a negative one, and mode_t is 16 bits.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What is at a path, looked at without following a symbolic link: enough to tell this user's
/// socket from anything planted in its place, and the file a server bound from a later one.
package struct FileIdentity: Equatable {
    /// The kinds of file the instance socket's checks tell apart.
    package enum Kind: Equatable {
        case socket, symbolicLink, directory, other
    }

    package var device: UInt
    package var inode: UInt
    package var kind: Kind
    /// The owning user's id.
    package var owner: UInt32

    /// The file at `path` itself; nil when nothing is there.
    package init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        // `dev_t` is a signed 32-bit integer on Darwin (<sys/types.h>): a negative one must not trap.
        device = UInt(truncatingIfNeeded: info.st_dev)
        inode = UInt(truncatingIfNeeded: info.st_ino)
        kind =
            switch info.st_mode & S_IFMT {
            case S_IFSOCK: .socket
            case S_IFLNK: .symbolicLink
            case S_IFDIR: .directory
            default: .other
            }
        owner = info.st_uid
    }

    /// Whether this process's user owns the file.
    package var isOwnedByThisUser: Bool { owner == getuid() }

    /// Whether both name the same file.
    package func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}

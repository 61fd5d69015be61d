// Darwin: mkdir(2), lstat(2), chmod(2) and getuid(2) have the same names and meaning in the
// macOS SDK (<sys/stat.h>, <unistd.h>); mode_t is 16 bits there, which the code leaves to inference.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A directory only this user can enter, such as the one the instance socket lives in.
package enum PrivateDirectory {
    /// Why a directory cannot be used as a private one.
    package enum Problem: Error, Equatable {
        /// It was missing and could not be made.
        case cannotCreate(SystemError)
        /// What is at the path cannot be looked at.
        case cannotRead(SystemError)
        /// Something that is not a directory is at the path (a symbolic link counts).
        case notADirectory
        /// The directory belongs to another user.
        case ownedByAnotherUser
        /// Its mode lets others in and cannot be tightened.
        case cannotMakePrivate(SystemError)
    }

    /// Creates `path` 0700 if it is missing, and checks that it is a real directory of this
    /// user that nobody else can enter (mode tightened when it is ours); why not, or nil.
    package static func prepare(_ path: String) -> Problem? {
        if mkdir(path, 0o700) != 0 {
            let error = SystemError.last
            if !error.isAlreadyThere { return .cannotCreate(error) }
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { return .cannotRead(.last) }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .notADirectory }
        guard info.st_uid == getuid() else { return .ownedByAnotherUser }
        if info.st_mode & 0o077 != 0, chmod(path, 0o700) != 0 {
            return .cannotMakePrivate(.last)
        }
        return nil
    }
}

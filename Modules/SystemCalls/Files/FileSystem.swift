// The calls on paths that the data directory and the instance socket's directory need, named
// once for every system.
//
// What differs on Darwin (macOS), and where a reviewer can check it without a Mac:
// - `lstat(2)`, `rename(2)`, `unlink(2)`, `mkdir(2)` and `chmod(2)` behave the same; mode_t is
//   16 bits there (32 on glibc), which the code leaves to inference (<sys/stat.h>).
// - opendir(3) returns UnsafeMutablePointer<DIR> there (an OpaquePointer on glibc) and dirent's
//   d_name holds 1,024 bytes (256 on glibc) (<dirent.h>); the code below leaves both to
//   inference. That branch was never compiled here.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The calls on paths every module makes the same way: what is at a path, renaming, removing,
/// making directories and listing them.
package enum FileSystem {
    /// Removes the name `path`; the error when it could not.
    @discardableResult
    package static func unlink(_ path: String) -> SystemError? {
        cUnlink(path) == 0 ? nil : .last
    }

    /// Renames `from` to `to`; whether it did.
    package static func rename(_ from: String, to: String) -> Bool {
        cRename(from, to) == 0
    }

    /// Whether nothing at all is at `path` (not even a dangling symbolic link).
    package static func nothingExists(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && SystemError.last.isNoSuchFile
    }

    /// Whether something, of any kind, is at `path`.
    package static func somethingExists(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether something other than a directory is at `path` (a file, a socket, a device),
    /// following a symbolic link.
    package static func isNonDirectory(atPath path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR
    }

    // The calls below are the system's own (mkdir(2), readdir(3)) rather than FileManager's:
    // the data directory is made before the first frame, and FileManager's first use sets up
    // generic types that cost the launch a third of a millisecond.

    /// Makes `path` a directory, and any missing parent, each with mode 0700 whatever the
    /// umask (as FileManager's `createDirectory` with intermediates and that permission did); one
    /// that exists is left as it is. False when something that is not a directory is in the way
    /// or the system refuses to make one.
    package static func makePrivateDirectories(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        // Only a missing path is made: any other refusal (a path too long, no permission to
        // look) is the answer, not a reason to go up and make parents.
        guard SystemError.last.isNoSuchFile else { return false }
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex {
            guard makePrivateDirectories(String(path[..<slash])) else { return false }
        }
        guard mkdir(path, 0o700) == 0 else {
            // Another process made it in between: as good, if it is a directory.
            return SystemError.last.isAlreadyThere && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
        // mkdir has already kept it at 0700 or tighter (the umask); this widens a tight umask's
        // result back to 0700. A file system without modes (vfat) refuses, and, as FileManager
        // did, the directory is used anyway.
        _ = chmod(path, 0o700)
        return true
    }

    /// The names in the directory at `path` but `.` and `..`; none when it cannot be read.
    package static func entryNames(in path: String) -> [String] {
        guard let stream = opendir(path) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

// The C functions under names no member of `FileSystem` shadows.
private func cUnlink(_ path: String) -> Int32 { unlink(path) }
private func cRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

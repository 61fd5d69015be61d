#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension URL {
    /// The path of this file URL as ``URL/path`` gives it: percent-decoded, without a slash at
    /// its end (but the root's).
    ///
    /// Not `path` itself on the way to the first frame: FoundationEssentials' getter builds a
    /// `Set<UInt8>` on every call, and the first such set makes the Swift runtime search all the
    /// binary's protocol conformances for `UInt8: Hashable`, about 0.1 ms of the launch.
    /// `path(percentEncoded: false)` builds none.
    public var filePath: String {
        var path = path(percentEncoded: false)
        while path.utf8.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The path of the file `name` (a plain name, no slash) in this directory URL: what
    /// `appendingPathComponent(name).filePath` gives, without the `Set<UInt8>` that
    /// FoundationEssentials' `appendingPathComponent` builds too.
    public func filePath(appending name: String) -> String {
        // The path as written, its slashes at the end kept, as appending keeps them.
        let directory = path(percentEncoded: false)
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

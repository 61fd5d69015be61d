#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file written whole in place, for output nobody must find half-old (a trace a test reads
/// once the program ended). User data is written with the atomic replace instead.
package enum FileContents {
    /// Replaces the file at `path` with `bytes` (mode 0600); false when it could not be written whole.
    @discardableResult
    package static func replace(at path: String, with bytes: [UInt8]) -> Bool {
        guard case .success(let descriptor) = SystemCall.retrying({ open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) }) else { return false }
        defer { Descriptor.close(descriptor) }
        return Descriptor.writeAll(descriptor, bytes)
    }
}

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Byte comparison by the C library, which vectorises it: a frame's diff compares whole rows.
package enum MemoryCompare {
    /// Whether the `count` bytes at `lhs` and `rhs` are equal (memcmp(3)). Inlinable, so that the
    /// frame diff in another module calls memcmp directly.
    @inlinable
    package static func bytesEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(lhs, rhs, count) == 0
    }
}

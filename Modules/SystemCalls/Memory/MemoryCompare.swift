#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Byte comparison by the C library, which vectorises it: a frame's diff compares whole rows.
package enum MemoryCompare {
    /// Whether the `count` bytes at `lhs` and `rhs` are equal (memcmp(3)). Inlinable and always
    /// inlined, so that the frame diff in another module calls memcmp directly: merely inlinable,
    /// it stayed a call of its own in the release build, 35,000 of them in 300 table frames.
    @inlinable @inline(__always)
    package static func bytesEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(lhs, rhs, count) == 0
    }
}

// Darwin: CLOCK_MONOTONIC exists from macOS 10.12 and goes on counting while the machine sleeps
// (clock_gettime(3)); Linux's stops then (clock_gettime(2)). The waits timed with it are seconds
// long, so either is right for them.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The monotonic clock, which another process reads the same way (a test comparing stamps across
/// processes relies on it).
package enum MonotonicClock {
    /// Now, in nanoseconds since an unspecified moment (`CLOCK_MONOTONIC`).
    package static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

// AppHost's tests' room for the operating system: the only test code of this target that imports
// the C library. poll(2) with a zero timeout and POLLIN asked for explicitly behaves the same on
// Darwin (BSD's poll reports nothing to a poller that asked for nothing).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether a descriptor has something to read now, without waiting.
enum PipeReadiness {
    /// Whether `descriptor` is readable at once.
    static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
    }
}

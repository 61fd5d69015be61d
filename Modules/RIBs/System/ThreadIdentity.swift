// RIBs' room for the operating system (with EnvironmentVariable.swift): which thread this is.
//
// What differs on Darwin (macOS), and where a reviewer can check it without a Mac:
// - `pthread_t` is a pointer to an opaque struct (`__darwin_pthread_t`, <sys/_pthread/_pthread_t.h>)
//   where glibc and musl use an integer, so it has no common initialiser (`pthread_t()` compiles
//   on Linux only) and is not Sendable there. The identity keeps the thread's address or number as
//   a `UInt`, which compares the same way pthread_equal(3) does for live threads.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Which thread this is, as a plain value that can be stored and compared on every system.
struct ThreadIdentity: Equatable, Sendable {
    private let value: UInt

    /// The calling thread.
    static var current: ThreadIdentity {
        #if canImport(Darwin)
            ThreadIdentity(value: UInt(bitPattern: pthread_self()))
        #else
            ThreadIdentity(value: UInt(pthread_self()))
        #endif
    }
}

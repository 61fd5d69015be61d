#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The process's environment, one variable at a time (getenv(3), the same on every system).
package enum ProcessEnvironment {
    /// The value of the environment variable `name`, or nil when it is not set.
    package static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

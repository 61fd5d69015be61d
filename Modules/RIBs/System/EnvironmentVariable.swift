// RIBs' room for the operating system (with ThreadIdentity.swift): reading one environment
// variable. getenv(3) has the same name and meaning in the Darwin SDK (<stdlib.h>); that branch
// was never compiled here.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One variable of the process's environment, read without building the whole environment.
enum EnvironmentVariable {
    /// The value of `name` now; nil when it is not set.
    static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

// The start floor's one system call. No Darwin difference: write(2) and STDOUT_FILENO are POSIX
// (<unistd.h> in the macOS SDK as in glibc and musl).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output, written to directly.
enum StandardOutput {
    static func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}

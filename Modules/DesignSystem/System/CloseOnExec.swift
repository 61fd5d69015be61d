#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Descriptors made close-on-exec in the call that makes them, where the system can.
///
/// pipe2(2) sets `O_CLOEXEC` atomically, so a child another thread spawns in between cannot
/// inherit the pipe. Glibc's and musl's Swift modules hide it behind `_GNU_SOURCE`, so it is
/// looked up by name once. Darwin has no pipe2 (pipe(2)); there, and where the lookup fails (a
/// static musl), the flags follow in separate fcntl(2) calls.
enum CloseOnExec {
    /// A new pipe, both ends close-on-exec and non-blocking; nil when the system has no descriptor left.
    static func nonBlockingPipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        #if !canImport(Darwin)
            if let pipe2 = pipe2Function {
                guard pipe2(&ends, O_CLOEXEC | O_NONBLOCK) == 0 else { return nil }
                return (ends[0], ends[1])
            }
        #endif
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }
}

#if !canImport(Darwin)
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32

    /// pipe2 from the C library already loaded; nil where it has none.
    private let pipe2Function: Pipe2? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "pipe2") else { return nil }
        return unsafeBitCast(symbol, to: Pipe2.self)
    }()
#endif

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Descriptors made close-on-exec in the call that makes them, where the system can.
///
/// pipe2(2) and accept4(2) set close-on-exec atomically, so a child another thread spawns in
/// between cannot inherit the descriptor. Glibc's and musl's Swift modules hide both behind
/// `_GNU_SOURCE`, so they are looked up by name once. Darwin has neither (pipe(2), accept(2));
/// there, and where the lookup fails (a static musl), the flags follow in separate fcntl(2) calls.
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

    /// The next connection on `listener`, close-on-exec and blocking (whatever the listener's
    /// flags); -1 with errno set otherwise.
    static func accept(_ listener: Int32) -> Int32 {
        #if !canImport(Darwin)
            if let accept4 = accept4Function {
                // Linux: an accepted socket never inherits O_NONBLOCK (accept(2)).
                return accept4(listener, nil, nil, O_CLOEXEC)
            }
        #endif
        let connection = acceptDescriptor(listener)
        guard connection >= 0 else { return connection }
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        // BSD's accepted socket inherits the listener's O_NONBLOCK; the connection's reads and writes block.
        _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) & ~O_NONBLOCK)
        return connection
    }
}

/// accept(2) under a name no member of ``CloseOnExec`` shadows.
private func acceptDescriptor(_ listener: Int32) -> Int32 {
    accept(listener, nil, nil)
}

#if !canImport(Darwin)
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
    private typealias Accept4 = @convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32) -> Int32

    /// pipe2 from the C library already loaded; nil where it has none.
    private let pipe2Function: Pipe2? = lookUp("pipe2", as: Pipe2.self)
    /// accept4 from the C library already loaded (its SOCK_CLOEXEC flag is O_CLOEXEC's value); nil where it has none.
    private let accept4Function: Accept4? = lookUp("accept4", as: Accept4.self)

    private func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }
#endif

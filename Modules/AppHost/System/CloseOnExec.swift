#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Accepted connections made close-on-exec in the call that makes them, where the system can.
///
/// accept4(2) sets close-on-exec atomically, so a child another thread spawns in between cannot
/// inherit the connection. Glibc's and musl's Swift modules hide it behind `_GNU_SOURCE`, so it
/// is looked up by name once. Darwin has none (accept(2)); there, and where the lookup fails (a
/// static musl), the flags follow in separate fcntl(2) calls. (The wake-up pipe beside the
/// listener is Network's `WakePipe`, made with pipe2(2) the same way.)
enum CloseOnExec {
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
    private typealias Accept4 = @convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32) -> Int32

    /// accept4 from the C library already loaded (its SOCK_CLOEXEC flag is O_CLOEXEC's value); nil where it has none.
    private let accept4Function: Accept4? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "accept4") else { return nil }
        return unsafeBitCast(symbol, to: Accept4.self)
    }()
#endif

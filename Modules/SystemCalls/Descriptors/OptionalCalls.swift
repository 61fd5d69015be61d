// The calls some C libraries have and others lack, looked up once, in one table. Darwin has
// neither pipe2 (pipe(2)) nor accept4 (accept(2)); glibc and musl have both, but their Swift
// modules declare them only under _GNU_SOURCE, so they are found by name with dlsym(3) in the
// libraries the process already loaded. Where a lookup fails (Darwin, a static musl), the
// descriptor's flags follow in separate fcntl(2) calls, with a moment in between when a child
// another thread spawns could inherit it.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The optional calls this C library has.
enum OptionalCalls {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
    typealias Accept4 = @convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32) -> Int32

    /// pipe2(2): a pipe with its flags set in the same call.
    static let pipe2: Pipe2? = function(named: "pipe2", as: Pipe2.self)
    /// accept4(2): a connection with its flags set in the same call (its SOCK_CLOEXEC is O_CLOEXEC's value).
    static let accept4: Accept4? = function(named: "accept4", as: Accept4.self)

    /// The names of the optional calls this C library lacks (all of them on Darwin).
    static var missing: [String] {
        [("pipe2", pipe2 == nil), ("accept4", accept4 == nil)].filter(\.1).map(\.0)
    }

    private static func function<Function>(named name: String, as type: Function.Type) -> Function? {
        #if canImport(Darwin)
            return nil
        #else
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        #endif
    }
}

/// Descriptors made close-on-exec in the call that makes them, where the system can.
package enum CloseOnExec {
    /// A new pipe, both ends close-on-exec and non-blocking; the error when none could be made.
    package static func nonBlockingPipe() -> Result<(read: Int32, write: Int32), SystemError> {
        var ends: [Int32] = [-1, -1]
        if let pipe2 = OptionalCalls.pipe2 {
            return SystemCall.once { pipe2(&ends, O_CLOEXEC | O_NONBLOCK) }.map { _ in (ends[0], ends[1]) }
        }
        if case .failure(let error) = SystemCall.once({ pipe(&ends) }) { return .failure(error) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return .success((ends[0], ends[1]))
    }

    /// The next connection on `listener`, close-on-exec and blocking (whatever the listener's
    /// flags), or the error.
    package static func accept(_ listener: Int32) -> Result<Int32, SystemError> {
        if let accept4 = OptionalCalls.accept4 {
            // Linux: an accepted socket never inherits O_NONBLOCK (accept(2)).
            return SystemCall.retrying { accept4(listener, nil, nil, O_CLOEXEC) }
        }
        let accepted = SystemCall.retrying { acceptConnection(listener) }
        guard case .success(let connection) = accepted else { return accepted }
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        // BSD's accepted socket inherits the listener's O_NONBLOCK; the connection's reads and writes block.
        _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) & ~O_NONBLOCK)
        return .success(connection)
    }
}

/// accept(2) under a name no member of ``CloseOnExec`` shadows.
private func acceptConnection(_ listener: Int32) -> Int32 {
    accept(listener, nil, nil)
}

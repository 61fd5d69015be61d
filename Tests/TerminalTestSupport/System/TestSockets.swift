import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Unix domain sockets for tests that play a server or a crashed one, on every system.
public enum TestSockets {
    /// A stream socket bound to `path` (closed on exec, unable to raise SIGPIPE), listening when
    /// `backlog` is given; nil with the system's words when that failed.
    public static func bound(to path: String, listening backlog: Int32? = nil) -> Result<Int32, TestSocketError> {
        let descriptor = socket(AF_UNIX, streamType, 0)
        guard descriptor >= 0 else { return .failure(TestSocketError(call: "socket", code: errno)) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        noSignalOnWrite(descriptor)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        #if canImport(Darwin)
            address.sun_len = UInt8(MemoryLayout<sockaddr_un>.size)
        #endif
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(descriptor)
            return .failure(TestSocketError(call: "socket path", code: ENAMETOOLONG))
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, backlog.map({ listen(descriptor, $0) == 0 }) ?? true else {
            let failure = TestSocketError(call: bound == 0 ? "listen" : "bind", code: errno)
            close(descriptor)
            return .failure(failure)
        }
        return .success(descriptor)
    }

    /// A TCP socket listening on every IPv4 address (0.0.0.0) at a port the system picks, as
    /// another program's server would; its descriptor and port, or the system's words.
    public static func listeningOnEveryAddress() -> Result<(descriptor: Int32, port: UInt16), TestSocketError> {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { return .failure(TestSocketError(call: "socket", code: errno)) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 4) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard listening else {
            let failure = TestSocketError(call: "listen on every address", code: errno)
            close(descriptor)
            return .failure(failure)
        }
        return .success((descriptor, UInt16(bigEndian: address.sin_port)))
    }

    /// The next connection on the listening `descriptor`, unable to raise SIGPIPE; -1 on failure.
    public static func accept(_ descriptor: Int32) -> Int32 {
        let connection = acceptConnection(descriptor)
        if connection >= 0 {
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            noSignalOnWrite(connection)
        }
        return connection
    }

    /// A connected pair of stream sockets.
    public static func pair() -> (Int32, Int32)? {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, streamType, 0, &ends) == 0 else { return nil }
        return (ends[0], ends[1])
    }

    /// Sends `bytes` on `descriptor` once; a peer that went away is an error, never SIGPIPE.
    @discardableResult
    public static func send(_ bytes: [UInt8], on descriptor: Int32) -> Int {
        bytes.withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count, noSignalFlag) }
    }

    private static var streamType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    private static var noSignalFlag: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }

    /// Darwin has no MSG_NOSIGNAL; the socket option SO_NOSIGPIPE does its work (<sys/socket.h>).
    private static func noSignalOnWrite(_ descriptor: Int32) {
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}

/// accept(2) under a name no member of ``TestSockets`` shadows.
private func acceptConnection(_ descriptor: Int32) -> Int32 {
    accept(descriptor, nil, nil)
}

/// send(2) under a name no member of ``TestSockets`` shadows.
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, bytes, count, flags)
}

/// A socket call that failed, in the system's words.
public struct TestSocketError: Error, CustomStringConvertible {
    public var call: String
    public var code: Int32
    public var description: String { "\(call): \(String(cString: strerror(code)))" }
}

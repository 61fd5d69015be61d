import Glibc

/// The few calls on Unix domain stream sockets the instance channel needs, with errno turned
/// into a message.
enum UnixSocket {
    struct Failure: Error, Equatable, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    /// A new stream socket, closed on exec so the app's children never inherit it.
    static func make() throws(Failure) -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        return descriptor
    }

    /// Runs `body` with `path` as a `sockaddr_un`; paths too long for one are refused.
    static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) throws(Failure) -> T {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw Failure(call: "socket path", code: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// A socket connected to `path`.
    static func connect(to path: String) throws(Failure) -> Int32 {
        let descriptor = try make()
        let result = try withAddress(path) { Glibc.connect(descriptor, $0, $1) }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: "connect", code: code)
        }
        return descriptor
    }

    /// Gives up on reads and writes that take longer than `seconds`, so a silent peer cannot
    /// hold the channel.
    static func setTimeout(_ descriptor: Int32, seconds: Int) {
        var time = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Writes all of `bytes`; false if the peer went away.
    @discardableResult
    static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// What a read got: the bytes, and whether the deadline passed first.
    struct Received {
        var bytes: [UInt8]
        var timedOut: Bool
    }

    /// Reads until end of file, a newline when `untilNewline`, more than `limit` bytes, or the
    /// `deadline` for the whole read; returns what it read (at most `limit + 1` bytes, so an
    /// over-long message shows). A peer that trickles bytes cannot stretch the deadline.
    static func read(_ descriptor: Int32, limit: Int, untilNewline: Bool, deadline: ContinuousClock.Instant) -> Received {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while result.count <= limit {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return Received(bytes: Array(result.prefix(limit + 1)), timedOut: true) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                if ready == 0 { continue }
                break
            }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            result.append(contentsOf: buffer[..<count])
            if untilNewline, buffer[..<count].contains(UInt8(ascii: "\n")) { break }
        }
        return Received(bytes: Array(result.prefix(limit + 1)), timedOut: false)
    }
}

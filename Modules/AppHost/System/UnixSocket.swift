import FeatureDomain
import Network

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The few calls on Unix domain stream sockets the instance channel needs, with errno turned
/// into a message. Every socket is closed on exec and can never raise SIGPIPE.
enum UnixSocket {
    struct Failure: Error, Equatable, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call): \(SystemCalls.message(for: code))" }
    }

    /// A new stream socket, closed on exec so the app's children never inherit it.
    static func make() throws(Failure) -> Int32 {
        #if canImport(Darwin)
            // No SOCK_CLOEXEC on Darwin (socket(2)): set right after, and SO_NOSIGPIPE in place of MSG_NOSIGNAL.
            let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
            guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            preventSignalOnWrite(descriptor)
        #elseif canImport(Glibc)
            // Glibc's socket types are an enum; close-on-exec in the same call.
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        #else
            // Musl's are plain integers.
            let descriptor = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)
            guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        #endif
        return descriptor
    }

    /// Makes writes to `descriptor` fail with EPIPE instead of raising SIGPIPE once the peer is
    /// gone. On Darwin that is the socket option SO_NOSIGPIPE; Linux sockets get MSG_NOSIGNAL on
    /// each send instead, so there is nothing to set.
    static func preventSignalOnWrite(_ descriptor: Int32) {
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// The flags for a send that must not raise SIGPIPE (see ``preventSignalOnWrite(_:)``).
    private static var noSignalFlag: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }

    /// Runs `body` with `path` as a `sockaddr_un`; paths too long for one are refused.
    static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) throws(Failure) -> T {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        #if canImport(Darwin)
            // BSD addresses carry their own length first (<sys/un.h>).
            address.sun_len = UInt8(MemoryLayout<sockaddr_un>.size)
        #endif
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
        let result = try withAddress(path) { connectDescriptor(descriptor, $0, $1) }
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
        var time = timeval()
        time.tv_sec = seconds
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Tells the peer nothing more will be written (it reads the end of the stream).
    static func shutdownWriting(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Ends both directions at once: a thread waiting to read from `descriptor` reads its end.
    static func shutdownBoth(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Writes all of `bytes`; false if the peer went away.
    @discardableResult
    static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, noSignalFlag) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Writes all of `bytes` without blocking past `deadline`; false when the peer went away or
    /// did not take them in time.
    static func write(_ descriptor: Int32, _ bytes: [UInt8], deadline: ContinuousClock.Instant) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, noSignalFlag | Int32(MSG_DONTWAIT)) }
            if written > 0 {
                offset += written
                continue
            }
            guard written < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&poller, 1, milliseconds(left))
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
            let ready = poll(&poller, 1, milliseconds(left))
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

    /// What one wait-and-read gave.
    enum Chunk: Equatable {
        /// This many bytes arrived at the start of the buffer.
        case bytes(Int)
        /// The peer ended the stream, or the socket failed for good.
        case end
        /// The deadline passed first.
        case timedOut
        /// Nothing this time (an interrupted wait, a spurious wake-up); ask again.
        case nothing
    }

    /// Waits for bytes until `deadline` (for ever when nil) and reads what arrived into `buffer`.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8], deadline: ContinuousClock.Instant?) -> Chunk {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var timeout: Int32 = -1
        if let deadline {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return .timedOut }
            timeout = milliseconds(left)
        }
        let ready = poll(&poller, 1, timeout)
        if ready < 0 { return errno == EINTR ? .nothing : .end }
        guard ready > 0 else { return .nothing }
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count < 0, errno == EINTR || errno == EAGAIN { return .nothing }
        return count > 0 ? .bytes(count) : .end
    }

    /// What woke ``waitForPeerOrWake(_:wake:)``.
    enum Wake: Equatable {
        /// The peer sent something or hung up.
        case peer
        /// The wake-up pipe.
        case woken
        /// Interrupted: wait again.
        case interrupted
        /// The wait failed for good.
        case failed
    }

    /// Blocks until the peer on `descriptor` is readable (or gone) or `wake` is written to.
    static func waitForPeerOrWake(_ descriptor: Int32, wake: WakePipe) -> Wake {
        // POLLIN asked for on both: BSD's poll reports no hang-up to a poller that asked for nothing.
        var pollers = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&pollers, 2, -1)
        if ready < 0, errno == EINTR { return .interrupted }
        guard ready > 0 else { return .failed }
        return pollers[0].revents != 0 ? .peer : .woken
    }

    /// A poll timeout in milliseconds for `left`, rounded up and at most `Int32.max`.
    private static func milliseconds(_ left: Duration) -> Int32 {
        let (whole, overflow) = left.components.seconds.multipliedReportingOverflow(by: 1_000)
        guard !overflow, whole < Int64(Int32.max) else { return Int32.max }
        return Int32(clamping: whole + left.components.attoseconds / 1_000_000_000_000_000 + 1)
    }
}

/// connect(2) under a name no member of ``UnixSocket`` shadows.
private func connectDescriptor(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

#if canImport(Glibc)
    import Foundation
    import Glibc
    import Synchronization

    /// Wakes a blocked ``SocketConnection`` from another thread: cancelling writes a byte into a
    /// pipe that every wait of the connection also polls.
    final class ConnectionCanceller: Sendable {
        private struct State {
            var readEnd: Int32
            var writeEnd: Int32
            var cancelled = false
        }

        private let state: Mutex<State?>

        /// A canceller with its pipe, or nil when the system has no file descriptors left.
        init?() {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            state = Mutex(State(readEnd: ends[0], writeEnd: ends[1]))
        }

        var isCancelled: Bool { state.withLock { $0?.cancelled ?? true } }

        /// The descriptor that becomes readable once cancelled, or -1 once closed.
        var readEnd: Int32 { state.withLock { $0?.readEnd ?? -1 } }

        func cancel() {
            state.withLock { state in
                guard var current = state, !current.cancelled else { return }
                current.cancelled = true
                state = current
                var byte: UInt8 = 1
                _ = write(current.writeEnd, &byte, 1)
            }
        }

        /// Closes the pipe; later cancels do nothing (under the lock, so no write hits a reused descriptor).
        func invalidate() {
            state.withLock { state in
                guard let current = state else { return }
                _ = close(current.readEnd)
                _ = close(current.writeEnd)
                state = nil
            }
        }
    }

    /// How a byte stream failed.
    enum StreamFailure: Error {
        case cancelled
        case hostNotFound(String)
        /// Connecting failed; `code` is the `errno`.
        case cannotConnect(code: Int32, String)
        /// Name lookup and connecting took longer than the connect timeout.
        case connectTimeout
        case lost(String)
        case idle
        /// The TLS handshake failed.
        case secure(NetworkError.TLSFailure, String)
    }

    /// A connection's bytes in both directions, with blocking-style calls that give up when
    /// cancelled or idle: a TCP socket, or TLS over one. Used from one thread at a time.
    protocol ByteStream: AnyObject {
        /// Sends all of `bytes`, or throws.
        func write(_ bytes: [UInt8]) throws(StreamFailure)
        /// Up to `maximum` bytes as they arrive; empty at the end of the stream.
        func read(maximum: Int) throws(StreamFailure) -> [UInt8]
        /// The socket underneath, whose canceller and idleness every call obeys.
        var socket: SocketConnection { get }
    }

    /// One TCP connection with blocking-style calls that give up when cancelled or when the
    /// connection stays idle past `idleLimit`. Used from one thread at a time; a pooled
    /// connection is handed to the next request's thread with a new canceller.
    final class SocketConnection: ByteStream, @unchecked Sendable {
        // @unchecked: only one thread uses a connection at a time; the pool's lock hands it over.
        let descriptor: Int32
        var canceller: ConnectionCanceller
        private let idleLimitMilliseconds: Int32

        var socket: SocketConnection { self }

        /// Connects to `host` (a name, an IPv4 address or an IPv6 address without brackets) on
        /// `port`, trying each address the name resolves to; the lookup and every attempt share
        /// one `connectTimeout`.
        init(host: String, port: Int, canceller: ConnectionCanceller, connectTimeout: Duration, idleLimit: Duration) throws(StreamFailure) {
            self.canceller = canceller
            idleLimitMilliseconds = idleLimit.milliseconds
            let deadline = ContinuousClock.now.advanced(by: connectTimeout)
            let addresses = try AddressResolver.resolve(host: host, port: port, canceller: canceller, deadline: deadline)
            var lastFailure = StreamFailure.hostNotFound("no address for \(host)")
            for address in addresses {
                guard !canceller.isCancelled else { throw .cancelled }
                do {
                    descriptor = try Self.connect(address, canceller: canceller, deadline: deadline)
                    return
                } catch {
                    switch error {
                    case .cancelled, .connectTimeout: throw error
                    default: lastFailure = error
                    }
                }
            }
            throw lastFailure
        }

        deinit {
            _ = close(descriptor)
        }

        private static func connect(_ address: ResolvedAddress, canceller: ConnectionCanceller, deadline: ContinuousClock.Instant) throws(StreamFailure)
            -> Int32
        {
            let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
            let descriptor = Glibc.socket(address.family, socketType, address.socketProtocol)
            guard descriptor >= 0 else { throw .cannotConnect(code: errno, "cannot open a socket: \(errorText(errno))") }
            let started = address.address.withUnsafeBytes { bytes in
                Glibc.connect(descriptor, bytes.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(bytes.count))
            }
            if started != 0 {
                guard errno == EINPROGRESS else {
                    let code = errno
                    _ = close(descriptor)
                    throw .cannotConnect(code: code, errorText(code))
                }
                do throws(StreamFailure) {
                    let remaining = ContinuousClock.now.duration(to: deadline)
                    guard remaining > .zero else { throw StreamFailure.connectTimeout }
                    try wait(descriptor, for: Int16(POLLOUT), canceller: canceller, limit: remaining.milliseconds)
                } catch {
                    _ = close(descriptor)
                    if case .idle = error { throw .connectTimeout }
                    throw error
                }
                var code: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length)
                guard code == 0 else {
                    _ = close(descriptor)
                    throw .cannotConnect(code: code, errorText(code))
                }
            }
            var noDelay: Int32 = 1
            _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
            return descriptor
        }

        func write(_ bytes: [UInt8]) throws(StreamFailure) {
            var offset = 0
            while offset < bytes.count {
                guard !canceller.isCancelled else { throw .cancelled }
                let sent = bytes.withUnsafeBytes { buffer in
                    send(descriptor, buffer.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                }
                if sent > 0 {
                    offset += sent
                } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                    try wait(for: Int16(POLLOUT))
                } else {
                    throw .lost("sending failed: \(Self.errorText(errno))")
                }
            }
        }

        func read(maximum: Int) throws(StreamFailure) -> [UInt8] {
            var buffer = [UInt8](repeating: 0, count: maximum)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximum, 0) }
                if count >= 0 {
                    buffer.removeSubrange(count...)
                    return buffer
                }
                guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                    throw .lost("receiving failed: \(Self.errorText(errno))")
                }
                try wait(for: Int16(POLLIN))
            }
        }

        /// Blocks until the socket is ready for `events`, the canceller fires, or the idle limit passes.
        func wait(for events: Int16) throws(StreamFailure) {
            try Self.wait(descriptor, for: events, canceller: canceller, limit: idleLimitMilliseconds)
        }

        /// Whether an idle connection can no longer carry a request: the server closed it, or
        /// sent something nobody asked for.
        var isStale: Bool {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            return poll(&fds, 1, 0) != 0
        }

        /// Blocks until `descriptor` is ready for `events`, the canceller fires, or nothing happens
        /// for `limit` milliseconds.
        private static func wait(_ descriptor: Int32, for events: Int16, canceller: ConnectionCanceller, limit: Int32) throws(StreamFailure) {
            var fds = [pollfd(fd: descriptor, events: events, revents: 0), pollfd(fd: canceller.readEnd, events: Int16(POLLIN), revents: 0)]
            while true {
                guard !canceller.isCancelled else { throw .cancelled }
                let ready = poll(&fds, nfds_t(fds.count), limit)
                if ready > 0 {
                    guard fds[1].revents == 0 else { throw .cancelled }
                    return
                }
                if ready == 0 { throw .idle }
                guard errno == EINTR else { throw .lost("poll failed: \(errorText(errno))") }
            }
        }

        static func errorText(_ code: Int32) -> String {
            String(cString: strerror(code))
        }
    }
#endif

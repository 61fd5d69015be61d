#if canImport(Glibc)
    import Foundation
    import Glibc

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

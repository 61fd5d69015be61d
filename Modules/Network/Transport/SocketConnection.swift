#if canImport(Glibc)
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

    /// One TCP connection with blocking-style calls that give up when cancelled or when the
    /// connection stays idle past `idleLimit`. Used from one thread at a time.
    final class SocketConnection {
        enum Failure: Error {
            case cancelled
            case hostNotFound(String)
            /// Connecting failed; `code` is the `errno`.
            case cannotConnect(code: Int32, String)
            case lost(String)
            case idle
        }

        private let descriptor: Int32
        private let canceller: ConnectionCanceller
        private let idleLimitMilliseconds: Int32

        /// Connects to `host` (a name, an IPv4 address or an IPv6 address without brackets) on `port`,
        /// trying each address the name resolves to.
        init(host: String, port: Int, canceller: ConnectionCanceller, idleLimit: Duration) throws(Failure) {
            self.canceller = canceller
            let (seconds, attoseconds) = idleLimit.components
            idleLimitMilliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            hints.ai_flags = AI_ADDRCONFIG | AI_NUMERICSERV
            var list: UnsafeMutablePointer<addrinfo>?
            let status = getaddrinfo(host, String(port), &hints, &list)
            guard status == 0, let first = list else {
                throw .hostNotFound("cannot resolve \(host): \(String(cString: gai_strerror(status)))")
            }
            defer { freeaddrinfo(first) }
            var lastFailure = Failure.hostNotFound("no address for \(host)")
            var candidate: UnsafeMutablePointer<addrinfo>? = first
            var connected: Int32?
            while connected == nil, let info = candidate {
                candidate = info.pointee.ai_next
                guard !canceller.isCancelled else { throw .cancelled }
                do {
                    connected = try Self.connect(info.pointee, canceller: canceller, idleLimit: idleLimitMilliseconds)
                } catch {
                    if case .cancelled = error { throw error }
                    lastFailure = error
                }
            }
            guard let connected else { throw lastFailure }
            descriptor = connected
        }

        deinit {
            _ = close(descriptor)
        }

        private static func connect(_ info: addrinfo, canceller: ConnectionCanceller, idleLimit: Int32) throws(Failure) -> Int32 {
            let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
            let descriptor = socket(info.ai_family, socketType, info.ai_protocol)
            guard descriptor >= 0 else { throw .cannotConnect(code: errno, "cannot open a socket: \(errorText(errno))") }
            if Glibc.connect(descriptor, info.ai_addr, info.ai_addrlen) != 0 {
                guard errno == EINPROGRESS else {
                    let code = errno
                    _ = close(descriptor)
                    throw .cannotConnect(code: code, errorText(code))
                }
                do {
                    try wait(descriptor, for: Int16(POLLOUT), canceller: canceller, idleLimit: idleLimit)
                } catch {
                    _ = close(descriptor)
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
            return descriptor
        }

        /// Sends all of `bytes`, or throws.
        func write(_ bytes: [UInt8]) throws(Failure) {
            var offset = 0
            while offset < bytes.count {
                guard !canceller.isCancelled else { throw .cancelled }
                let sent = bytes.withUnsafeBytes { buffer in
                    send(descriptor, buffer.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                }
                if sent > 0 {
                    offset += sent
                } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                    try Self.wait(descriptor, for: Int16(POLLOUT), canceller: canceller, idleLimit: idleLimitMilliseconds)
                } else {
                    throw .lost("sending failed: \(Self.errorText(errno))")
                }
            }
        }

        /// Up to `maximum` bytes as they arrive; empty at the end of the stream.
        func read(maximum: Int = 64 * 1024) throws(Failure) -> [UInt8] {
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
                try Self.wait(descriptor, for: Int16(POLLIN), canceller: canceller, idleLimit: idleLimitMilliseconds)
            }
        }

        /// Blocks until `descriptor` is ready for `events`, the canceller fires, or nothing happens
        /// for `idleLimit` milliseconds.
        private static func wait(_ descriptor: Int32, for events: Int16, canceller: ConnectionCanceller, idleLimit: Int32) throws(Failure) {
            var fds = [pollfd(fd: descriptor, events: events, revents: 0), pollfd(fd: canceller.readEnd, events: Int16(POLLIN), revents: 0)]
            while true {
                guard !canceller.isCancelled else { throw .cancelled }
                let ready = poll(&fds, nfds_t(fds.count), idleLimit)
                if ready > 0 {
                    guard fds[1].revents == 0 else { throw .cancelled }
                    return
                }
                if ready == 0 { throw .idle }
                guard errno == EINTR else { throw .lost("poll failed: \(errorText(errno))") }
            }
        }

        private static func errorText(_ code: Int32) -> String {
            String(cString: strerror(code))
        }
    }
#endif

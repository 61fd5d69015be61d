import SystemCalls

/// One TCP connection with blocking-style calls that give up when cancelled or when the
/// connection stays idle past `idleLimit`. Used from one thread at a time; a pooled
/// connection is handed to the next request's thread with a new canceller.
final class SocketConnection: ByteStream, @unchecked Sendable {
    // @unchecked: only one thread uses a connection at a time; the pool's lock hands it over.
    let descriptor: Int32
    var canceller: ConnectionCanceller
    private let idleLimitMilliseconds: Int32
    /// While the connection is being set up (proxy tunnel, TLS handshake), when the connect
    /// timeout ends; nil once it carries requests, when only the idle limit applies.
    private(set) var connectDeadline: ContinuousClock.Instant?
    /// While a request's exchange runs, when its time is up; nil between exchanges. Every wait
    /// ends by it, so a TLS read that goes on taking records with no response bytes in them
    /// (each within the idle limit) cannot outlast the exchange.
    var exchangeDeadline: ContinuousClock.Instant?

    var socket: SocketConnection { self }

    /// Connects to `host` (a name, an IPv4 address or an IPv6 address without brackets) on
    /// `port`, trying each address the name resolves to; the lookup and every attempt share
    /// one `connectTimeout`, which goes on governing the connection's waits until
    /// ``finishConnecting()``.
    init(host: String, port: Int, canceller: ConnectionCanceller, connectTimeout: Duration, idleLimit: Duration) throws(StreamFailure) {
        self.canceller = canceller
        idleLimitMilliseconds = idleLimit.milliseconds
        let deadline = ContinuousClock.now.advanced(by: connectTimeout)
        connectDeadline = deadline
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
        TCPSocket.close(descriptor)
    }

    /// The connection is set up: from now on only the idle limit bounds its waits.
    func finishConnecting() {
        connectDeadline = nil
    }

    private static func connect(_ address: ResolvedAddress, canceller: ConnectionCanceller, deadline: ContinuousClock.Instant) throws(StreamFailure)
        -> Int32
    {
        let descriptor: Int32
        switch TCPSocket.open(family: address.family, protocol: address.socketProtocol) {
        case .success(let opened): descriptor = opened
        case .failure(let error): throw .cannotConnect(error, "cannot open a socket: \(error.text)")
        }
        if let error = TCPSocket.startConnecting(descriptor, to: address.address) {
            guard error.isInProgress else {
                TCPSocket.close(descriptor)
                throw .cannotConnect(error, error.text)
            }
            do throws(StreamFailure) {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { throw StreamFailure.connectTimeout }
                try wait(descriptor, for: .writable, canceller: canceller, limit: remaining.milliseconds)
            } catch {
                TCPSocket.close(descriptor)
                if case .idle = error { throw .connectTimeout }
                throw error
            }
            if let failure = TCPSocket.connectOutcome(descriptor) {
                TCPSocket.close(descriptor)
                throw .cannotConnect(failure, failure.text)
            }
        }
        TCPSocket.disableDelay(descriptor)
        return descriptor
    }

    func write(_ bytes: [UInt8]) throws(StreamFailure) {
        var offset = 0
        while offset < bytes.count {
            guard !canceller.isCancelled else { throw .cancelled }
            let sent = bytes.withUnsafeBytes { buffer in TCPSocket.send(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...])) }
            switch sent {
            case .success(let count) where count > 0: offset += count
            case .success: try wait(for: .writable)
            case .failure(let error) where error.isRetry: try wait(for: .writable)
            case .failure(let error): throw .lost("sending failed: \(error.text)")
            }
        }
    }

    func read(maximum: Int) throws(StreamFailure) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        while true {
            let received = buffer.withUnsafeMutableBytes { TCPSocket.receive(descriptor, into: $0) }
            switch received {
            case .success(let count):
                buffer.removeSubrange(count...)
                return buffer
            case .failure(let error) where error.isRetry: try wait(for: .readable)
            case .failure(let error): throw .lost("receiving failed: \(error.text)")
            }
        }
    }

    /// Blocks until the socket is ready, the canceller fires, or the idle limit passes; while
    /// connecting, the connect timeout ends the wait first when it comes sooner, and during an
    /// exchange its deadline does.
    func wait(for readiness: Readiness) throws(StreamFailure) {
        if let connectDeadline {
            try wait(for: readiness, until: connectDeadline, orThrow: .connectTimeout)
        } else if let exchangeDeadline {
            try wait(for: readiness, until: exchangeDeadline, orThrow: .exchangeTimeout)
        } else {
            try Self.wait(descriptor, for: readiness, canceller: canceller, limit: idleLimitMilliseconds)
        }
    }

    /// Waits as ``wait(for:)`` does, but throws `late` once `deadline` has passed.
    private func wait(for readiness: Readiness, until deadline: ContinuousClock.Instant, orThrow late: StreamFailure) throws(StreamFailure) {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { throw late }
        let limit = min(remaining.milliseconds, idleLimitMilliseconds)
        do throws(StreamFailure) {
            try Self.wait(descriptor, for: readiness, canceller: canceller, limit: limit)
        } catch {
            if case .idle = error, limit < idleLimitMilliseconds { throw late }
            throw error
        }
    }

    /// Whether an idle connection can no longer carry a request: the server closed it, or
    /// sent something nobody asked for.
    var isStale: Bool {
        TCPSocket.hasPendingInput(descriptor)
    }

    /// Blocks until `descriptor` is ready for `readiness`, the canceller fires, or nothing happens
    /// for `limit` milliseconds.
    private static func wait(_ descriptor: Int32, for readiness: Readiness, canceller: ConnectionCanceller, limit: Int32) throws(StreamFailure) {
        while true {
            guard !canceller.isCancelled else { throw .cancelled }
            switch TCPSocket.wait(descriptor, for: readiness, wake: canceller.readEnd, milliseconds: limit) {
            case .ready: return
            case .woken: throw .cancelled
            case .timedOut: throw .idle
            case .failed(let error) where error.isInterrupted: continue
            case .failed(let error): throw .lost("poll failed: \(error.text)")
            }
        }
    }
}

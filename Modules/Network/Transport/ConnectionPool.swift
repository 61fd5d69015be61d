import Synchronization

/// An open connection to one origin, with the stream its requests are written to.
final class PooledConnection: @unchecked Sendable {
    // @unchecked: used by one request's thread at a time; the pool's lock hands it over.
    let origin: String
    let stream: any ByteStream
    /// When it was last given back to the pool, by the pool's clock (`put` sets it).
    var idleSince = ContinuousClock.now

    init(origin: String, stream: any ByteStream) {
        self.origin = origin
        self.stream = stream
    }
}

/// Keeps a few idle keep-alive connections per origin, so sequential requests to one server
/// skip the TCP and TLS handshakes. The most recently used connection is taken first; one the
/// server closed while it sat idle is dropped when taken. A connection idle for longer than the
/// pool's lifetime is closed (by a sweep scheduled when it is put back, or when next looked at),
/// and an origin left without connections is forgotten.
final class ConnectionPool: Sendable {
    private let maximumIdlePerOrigin: Int
    private let lifetime: Duration
    private let idle = Mutex<[String: [PooledConnection]]>([:])
    /// Whether a sweep is scheduled; changed only under `idle`'s lock.
    private let sweepPending = Atomic(false)
    private let clock: any ConnectionPoolClock

    /// A pool that keeps at most `maximumIdlePerOrigin` idle connections per origin, each for at
    /// most `lifetime` as `clock` measures it (the monotonic clock unless a test moves its own).
    init(maximumIdlePerOrigin: Int, lifetime: Duration, clock: any ConnectionPoolClock = MonotonicPoolClock()) {
        self.maximumIdlePerOrigin = max(0, maximumIdlePerOrigin)
        self.lifetime = max(.zero, lifetime)
        self.clock = clock
    }

    /// How many origins have idle connections.
    var originCount: Int { idle.withLock { $0.count } }

    /// How many idle connections the pool holds.
    var connectionCount: Int { idle.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// An idle connection to `origin` that still looks open and has not outlived the pool's
    /// lifetime, or nil.
    func take(origin: String) -> PooledConnection? {
        let oldest = clock.now - lifetime
        while true {
            let candidate = idle.withLock { idle -> PooledConnection? in
                guard var connections = idle[origin] else { return nil }
                let taken = connections.popLast()
                idle[origin] = connections.isEmpty ? nil : connections
                return taken
            }
            guard let candidate else { return nil }
            // Checked outside the lock; a stale or expired one is closed as it goes out of scope.
            if candidate.idleSince > oldest, !candidate.stream.socket.isStale { return candidate }
        }
    }

    /// Keeps `connection` for the next request to its origin, dropping the oldest when full.
    func put(_ connection: PooledConnection) {
        connection.idleSince = clock.now
        let (evicted, startSweeps) = idle.withLock { idle -> ([PooledConnection], Bool) in
            var connections = idle[connection.origin, default: []]
            connections.append(connection)
            let excess = max(0, connections.count - maximumIdlePerOrigin)
            let dropped = Array(connections.prefix(excess))
            connections.removeFirst(excess)
            idle[connection.origin] = connections.isEmpty ? nil : connections
            return (dropped, sweepPending.exchange(true, ordering: .relaxed) == false)
        }
        // Closed here, after the lock is released.
        _ = evicted
        if startSweeps { scheduleSweep(after: lifetime) }
    }

    /// Closes every connection idle for longer than the lifetime and forgets origins left with
    /// none; sweeps again when the next remaining connection would expire.
    func sweep() {
        let now = clock.now
        let (expired, next) = idle.withLock { idle -> ([PooledConnection], ContinuousClock.Instant?) in
            var expired: [PooledConnection] = []
            var next: ContinuousClock.Instant?
            for (origin, connections) in idle {
                let kept = connections.filter { now - $0.idleSince < lifetime }
                expired += connections.filter { now - $0.idleSince >= lifetime }
                idle[origin] = kept.isEmpty ? nil : kept
                for connection in kept { next = min(next ?? connection.idleSince, connection.idleSince) }
            }
            // Decided under the lock, so a put that follows sees it and schedules its own.
            if next == nil { sweepPending.store(false, ordering: .relaxed) }
            return (expired, next)
        }
        // Closed here, after the lock is released.
        _ = expired
        if let next { scheduleSweep(after: next + lifetime - now) }
    }

    /// Sweeps once `delay` has passed, unless the pool is gone by then.
    private func scheduleSweep(after delay: Duration) {
        clock.run(after: delay) { [weak self] in self?.sweep() }
    }
}

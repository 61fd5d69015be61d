#if canImport(Glibc)
    import Synchronization

    /// An open connection to one origin, with the stream its requests are written to.
    final class PooledConnection: @unchecked Sendable {
        // @unchecked: used by one request's thread at a time; the pool's lock hands it over.
        let origin: String
        let stream: any ByteStream

        init(origin: String, stream: any ByteStream) {
            self.origin = origin
            self.stream = stream
        }
    }

    /// Keeps a few idle keep-alive connections per origin, so sequential requests to one server
    /// skip the TCP and TLS handshakes. The most recently used connection is taken first; one the
    /// server closed while it sat idle is dropped when taken.
    final class ConnectionPool: Sendable {
        private let maximumIdlePerOrigin: Int
        private let idle = Mutex<[String: [PooledConnection]]>([:])

        /// A pool that keeps at most `maximumIdlePerOrigin` idle connections per origin.
        init(maximumIdlePerOrigin: Int) {
            self.maximumIdlePerOrigin = max(0, maximumIdlePerOrigin)
        }

        /// An idle connection to `origin` that still looks open, or nil.
        func take(origin: String) -> PooledConnection? {
            while true {
                let candidate = idle.withLock { idle -> PooledConnection? in idle[origin]?.popLast() }
                guard let candidate else { return nil }
                // Checked outside the lock; a stale one is closed as it goes out of scope.
                if !candidate.stream.socket.isStale { return candidate }
            }
        }

        /// Keeps `connection` for the next request to its origin, dropping the oldest when full.
        func put(_ connection: PooledConnection) {
            let evicted = idle.withLock { idle -> [PooledConnection] in
                var connections = idle[connection.origin, default: []]
                connections.append(connection)
                let excess = max(0, connections.count - maximumIdlePerOrigin)
                let dropped = Array(connections.prefix(excess))
                connections.removeFirst(excess)
                idle[connection.origin] = connections
                return dropped
            }
            // Closed here, after the lock is released.
            _ = evicted
        }
    }
#endif

import Foundation
import Testing

@testable import Network

/// A connected loopback socket for the pool to hold (nobody answers on it).
private func connectedSocket(to port: LoopbackPort) throws -> SocketConnection {
    let canceller = try #require(ConnectionCanceller())
    return try SocketConnection(host: "127.0.0.1", port: port.port, canceller: canceller, connectTimeout: .seconds(5), idleLimit: .seconds(5))
}

@Suite("Connection pool", .timeLimit(.minutes(1)))
struct ConnectionPoolTests {
    @Test("taking an origin's last connection forgets the origin")
    func forgetsEmptyOrigins() throws {
        let port = try LoopbackPort(completingConnects: true)
        let pool = ConnectionPool(maximumIdlePerOrigin: 2, lifetime: .seconds(60))
        pool.put(PooledConnection(origin: "http://127.0.0.1:1", stream: try connectedSocket(to: port)))
        #expect(pool.originCount == 1)
        #expect(pool.take(origin: "http://127.0.0.1:1") != nil)
        #expect(pool.originCount == 0)
        #expect(pool.take(origin: "http://127.0.0.1:1") == nil)
        withExtendedLifetime(port) {}
    }

    @Test("a connection is handed out until it has been idle for the lifetime, and never after, even before a sweep drops it")
    func expiredConnectionsAreNotHandedOut() throws {
        let port = try LoopbackPort(completingConnects: true)
        let clock = ManualPoolClock()
        let pool = ConnectionPool(maximumIdlePerOrigin: 2, lifetime: .seconds(3), clock: clock)
        pool.put(PooledConnection(origin: "a", stream: try connectedSocket(to: port)))
        pool.put(PooledConnection(origin: "a", stream: try connectedSocket(to: port)))
        clock.skip(by: .seconds(3) - .milliseconds(1))
        #expect(pool.take(origin: "a") != nil, "handed out a moment before its lifetime is over")
        clock.skip(by: .milliseconds(1))
        #expect(pool.take(origin: "a") == nil, "handed out once its lifetime was over")
        #expect(pool.originCount == 0)
        withExtendedLifetime(port) {}
    }

    @Test("a sweep comes when the oldest connection's lifetime is over, drops it and forgets its origin, and comes again for the next")
    func sweepsFollowTheLifetime() throws {
        let port = try LoopbackPort(completingConnects: true)
        let clock = ManualPoolClock()
        let pool = ConnectionPool(maximumIdlePerOrigin: 2, lifetime: .seconds(3), clock: clock)
        pool.put(PooledConnection(origin: "a", stream: try connectedSocket(to: port)))
        clock.advance(by: .seconds(1))
        pool.put(PooledConnection(origin: "b", stream: try connectedSocket(to: port)))
        #expect(clock.scheduledCount == 1, "one sweep at a time")
        clock.advance(by: .seconds(2) - .milliseconds(1))
        #expect(pool.connectionCount == 2, "both kept while younger than the lifetime")
        clock.advance(by: .milliseconds(1))
        #expect(pool.connectionCount == 1, "the first dropped as its lifetime ends, with no request to look")
        #expect(pool.originCount == 1)
        #expect(pool.take(origin: "a") == nil)
        clock.advance(by: .seconds(1))
        #expect(pool.connectionCount == 0, "the second dropped by the next sweep")
        #expect(pool.originCount == 0)
        #expect(clock.scheduledCount == 0, "no sweep left for an empty pool")
        withExtendedLifetime(port) {}
    }
}

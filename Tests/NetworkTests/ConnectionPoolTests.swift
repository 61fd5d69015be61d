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

    @Test("a connection idle past the lifetime is never handed out, and a sweep drops it and its origin")
    func expiredConnections() throws {
        let port = try LoopbackPort(completingConnects: true)
        let pool = ConnectionPool(maximumIdlePerOrigin: 2, lifetime: .milliseconds(50))
        pool.put(PooledConnection(origin: "a", stream: try connectedSocket(to: port)))
        pool.put(PooledConnection(origin: "b", stream: try connectedSocket(to: port)))
        Thread.sleep(forTimeInterval: 0.2)
        #expect(pool.take(origin: "a") == nil)
        pool.sweep()
        #expect(pool.connectionCount == 0)
        #expect(pool.originCount == 0)
        withExtendedLifetime(port) {}
    }
}

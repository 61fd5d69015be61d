import Foundation
import NetworkTestSupport
import Testing

@testable import Network

private func server() throws -> TestServer {
    try TestServer.shared.get()
}

/// `GET /faults/connection-id/<key>`: the number the server gave the connection that carried it;
/// with `close`, the server closes that connection after answering, without saying so.
private struct ConnectionID: Endpoint {
    struct Response: Decodable, Sendable { var count: Int }
    var close = false
    var path: String { "/faults/connection-id/\(uniqueKey("conn"))" }
    var queryItems: [URLQueryItem] { close ? [URLQueryItem(name: "close", value: "yes")] : [] }
}

/// `GET|POST /faults/drop-next/<key>`: answered, and the connection that carried it is closed
/// unanswered at its next request.
private struct DropNext: Endpoint {
    typealias Response = FaultReply
    var path: String { "/faults/drop-next/\(uniqueKey("drop"))" }
}

@Suite("Keep-alive", .timeLimit(.minutes(1)))
struct KeepAliveTests {
    @Test("100 sequential GETs to one server use at most 2 connections", arguments: TestServer.Scheme.allCases)
    func sequentialRequestsShareConnections(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.retry = .never }
        var connections: Set<Int> = []
        for _ in 0..<100 { connections.insert(try await client.request(ConnectionID()).count) }
        #expect(connections.count <= 2, "\(connections.count) connections")
    }

    @Test(
        "200 requests, 6 at a time, with room in the pool for every connection, ride at most 6 connections and lose none",
        arguments: TestServer.Scheme.allCases)
    func concurrentRequestsSharePool(_ scheme: TestServer.Scheme) async throws {
        let server = try server()
        // As many idle connections kept as requests may run at once: a connection put back is never
        // dropped for want of room, so how many there are does not depend on how the requests
        // happen to be scheduled (with the default 2, it did: a busy machine starts fewer at a
        // time, and more finish while none waits).
        let transport = HTTP1Transport(tls: server.trustingTestCA, proxies: ProxySettings(), maximumIdleConnectionsPerHost: 6)
        let client = server.client(baseURL: server.baseURL(scheme), transport: transport) { $0.retry = .never }
        let connections = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<200 { group.addTask { try await client.request(ConnectionID()).count } }
            var seen: [Int] = []
            for try await connection in group { seen.append(connection) }
            return seen
        }
        #expect(connections.count == 200, "every request answered")
        #expect(Set(connections).count <= 6, "\(Set(connections).count) connections for 200 requests, 6 at a time")
    }

    @Test(
        "a kept connection the server drops at the next request: a GET goes again on a fresh one, a POST is not resent", arguments: TestServer.Scheme.allCases)
    func droppedAtReuse(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.retry = .never }
        for _ in 0..<5 {
            #expect(try await client.request(DropNext()).ok)
            #expect(try await client.request(ConnectionID()).count > 0)
        }
        #expect(try await client.request(DropNext()).ok)
        let key = uniqueKey("post")
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "count/\(key)", method: .post))
        }
        guard case .transport(.connectionLost, _)? = error else {
            Issue.record("expected the dropped POST to fail as a lost connection, got \(String(describing: error))")
            return
        }
        #expect(try await client.request(RequestCount(key: "count/\(key)")).count == 0, "the POST was not sent again")
    }

    @Test("a connection the server closed while idle loses no request, without the client's retries", arguments: TestServer.Scheme.allCases)
    func serverClosedIdleConnection(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.retry = .never }
        var previous: Int?
        for _ in 0..<20 {
            let closed = try await client.request(ConnectionID(close: true)).count
            #expect(closed != previous, "a closed connection was used again")
            previous = closed
        }
    }

    @Test(
        "an idle kept connection is closed after its lifetime and its origin forgotten; the next request opens a new one", arguments: TestServer.Scheme.allCases
    )
    func idleConnectionExpires(_ scheme: TestServer.Scheme) async throws {
        let server = try server()
        let lifetime = Duration.seconds(3)
        // The pool's time is the test's: the lifetime passes when the test says, however loaded
        // the machine, and the sweep has run by the time `advance` returns.
        let clock = ManualPoolClock()
        let transport = HTTP1Transport(
            idleLimit: .seconds(60), connectTimeout: .seconds(10), tls: server.trustingTestCA, proxies: ProxySettings(), maximumIdleConnectionsPerHost: 2,
            idleConnectionLifetime: lifetime, exchangeLimit: .seconds(120), poolClock: clock)
        let client = server.client(baseURL: server.baseURL(scheme), transport: transport) { $0.retry = .never }
        let first = try await client.request(ConnectionID()).count
        #expect(transport.pool.connectionCount == 1, "kept for the next request")
        clock.advance(by: lifetime - .milliseconds(1))
        #expect(transport.pool.connectionCount == 1, "kept while younger than its lifetime")
        clock.advance(by: .milliseconds(1))
        #expect(transport.pool.connectionCount == 0, "closed by the pool's sweep, with no request to look")
        #expect(transport.pool.originCount == 0)
        #expect(try await client.request(ConnectionID()).count != first)
    }

    @Test("the default idle lifetime is curl's 118 s")
    func defaultLifetime() {
        #expect(HTTP1Transport().idleConnectionLifetime == .seconds(118))
    }
}

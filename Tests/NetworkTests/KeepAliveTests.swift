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

@Suite("Keep-alive", .timeLimit(.minutes(1)))
struct KeepAliveTests {
    @Test("100 sequential GETs to one server use at most 2 connections", arguments: TestServer.Scheme.allCases)
    func sequentialRequestsShareConnections(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.retry = .never }
        var connections: Set<Int> = []
        for _ in 0..<100 { connections.insert(try await client.request(ConnectionID()).count) }
        #expect(connections.count <= 2, "\(connections.count) connections")
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
}

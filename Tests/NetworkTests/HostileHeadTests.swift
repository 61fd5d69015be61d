import Foundation
import NetworkTestSupport
import Synchronization
import Testing

@testable import Network

/// `GET` or `HEAD /`, answered with whatever the canned server sends; the body's size.
private struct Root: Endpoint {
    typealias Response = Int
    var method: HTTPMethod = .get
    var path: String { "/" }
    func decode(_ response: HTTPResponse) throws -> Int { response.body.count }
}

@Suite("Hostile response heads on loopback", .timeLimit(.minutes(1)))
struct HostileHeadTests {
    @Test("a 64 KB folded head gets the app's client its answer, three times on the kept-alive connection", arguments: HeadShape.allCases)
    func foldedHead(shape: HeadShape) async throws {
        let head = shape.head(bytes: HTTPResponseReader.maximumHeadSize - 1024)
        let response = Array(head.replacingOccurrences(of: "Content-Length: 0", with: "Content-Length: 2").utf8) + Array("ok".utf8)
        let server = try CannedResponseServer(response: response)
        defer { server.stop() }
        var options = NetworkClient.Options()
        options.retry = .never
        // A parse that went quadratic on these shapes would run past this and fail with the
        // client's timeout; how fast the parse is, is the Benchmarks' `headers` group's to hold
        // (64 KB heads in at most 5 ms), not a clock in a test that shares the machine.
        options.timeout = .seconds(10)
        let client = NetworkClient(baseURL: try #require(URL(string: server.url)), transport: StandardTransport(), options: options)
        for _ in 0..<3 {
            let size = try await client.request(Root())
            #expect(size == 2)
        }
    }

    @Test("a HEAD answer that declares Content-Length: 1000 and sends no body is read at once, and its connection is reused")
    func headAnswer() async throws {
        let server = try CannedResponseServer(response: Array("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n".utf8))
        defer { server.stop() }
        let url = try #require(URL(string: server.url + "/"))
        // A reader that waited for the declared body would wait out this idle limit.
        let transport = HTTP1Transport(idleLimit: .seconds(30))
        // Success is the proof: a reader that waited for the 1000 bytes would fail at the idle
        // limit, since the server neither sends them nor closes (no wall-clock bound: a busy
        // machine stalls everything).
        for _ in 0..<2 {
            let response = try await transport.send(HTTPRequest(url: url, method: .head), maximumBodySize: 1 << 20)
            #expect(response.statusCode == 200)
            #expect(response.body.isEmpty)
            #expect(response.headers["content-length"] == "1000")
        }
        #expect(server.requestCount == 2)
        var options = NetworkClient.Options()
        options.retry = .never
        let client = NetworkClient(baseURL: try #require(URL(string: server.url)), transport: transport, options: options)
        #expect(try await client.request(Root(method: .head)) == 0)
    }

    @Test("a body that never ends stops at the exchange's deadline, and its connection is let go")
    func exchangeDeadline() async throws {
        let server = try CannedResponseServer(
            response: Array("HTTP/1.1 200 OK\r\n\r\n".utf8), endlessTail: [UInt8](repeating: UInt8(ascii: "x"), count: 16 * 1024))
        defer { server.stop() }
        let url = try #require(URL(string: server.url + "/"))
        // Bytes keep coming, so the idle limit never ends it, and 1 GB at 8 MB/s outlasts the
        // suite's time limit: only the deadline can answer a time out here.
        let transport = HTTP1Transport(exchangeLimit: .milliseconds(300))
        let error = await #expect(throws: NetworkError.self) {
            try await transport.send(HTTPRequest(url: url), maximumBodySize: 1 << 30)
        }
        guard case .timeout? = error else {
            Issue.record("expected a time out, got \(String(describing: error))")
            return
        }
        try await expectClosed(server)
    }

    @Test("a cancelled request stops reading a body that never ends: its thread lets the connection go")
    func cancelledRequestStopsReading() async throws {
        let server = try CannedResponseServer(
            response: Array("HTTP/1.1 200 OK\r\n\r\n".utf8), endlessTail: [UInt8](repeating: UInt8(ascii: "x"), count: 16 * 1024))
        defer { server.stop() }
        let url = try #require(URL(string: server.url + "/"))
        let transport = HTTP1Transport()
        let task = Task { try await transport.send(HTTPRequest(url: url), maximumBodySize: 1 << 30) }
        // Until the server streams: the exchange is reading the body.
        for _ in 0..<500 where server.requestCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
        try await expectClosed(server)
    }

    /// Waits (up to 5 s) for the server to see every connection closed by the client.
    private func expectClosed(_ server: CannedResponseServer, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        for _ in 0..<500 where server.openConnections > 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(server.openConnections == 0, "the exchange kept reading", sourceLocation: sourceLocation)
    }
}

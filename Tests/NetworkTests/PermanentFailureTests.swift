import Foundation
import NetworkTestSupport
import Synchronization
import Testing

@testable import Network

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private func server() throws -> TestServer {
    try TestServer.shared.get()
}

/// Records the retry waits a client asks for, without waiting.
private final class WaitRecorder: Sendable {
    let waits = Mutex<[Duration]>([])
    var sleep: @Sendable (Duration) async throws -> Void {
        { duration in self.waits.withLock { $0.append(duration) } }
    }
}

/// Expects `.transport(kind, _)` from `error`.
private func expectTransport(_ kind: NetworkError.TransportFailure, _ error: NetworkError?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard case .transport(kind, _)? = error else {
        Issue.record("expected \(kind.rawValue), got \(String(describing: error))", sourceLocation: sourceLocation)
        return
    }
    #expect(error?.isTransient == false, sourceLocation: sourceLocation)
}

@Suite("Permanent failures and strict HTTP", .timeLimit(.minutes(1)))
struct PermanentFailureTests {
    @Test("a 307 loop sends a POST body once and is not retried")
    func redirectLoopPost() async throws {
        let client = try server().client { $0.sleep = { _ in } }
        let key = uniqueKey("loop")
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "redirect-loop/\(key)", query: ["status": "307"], method: .post))
        }
        expectTransport(.tooManyRedirects, error)
        #expect(try await client.request(RequestCount(key: "redirect-loop/\(key)")).count == 1)
    }

    @Test("a redirect loop of GETs is not retried either")
    func redirectLoopGet() async throws {
        let client = try server().client { $0.sleep = { _ in } }
        let key = uniqueKey("loop")
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "redirect-loop/\(key)", query: ["status": "302"]))
        }
        expectTransport(.tooManyRedirects, error)
        #expect(try await client.request(RequestCount(key: "redirect-loop/\(key)")).count == 1)
    }

    @Test("oversized headers are an invalid response, not retried")
    func oversizedHeaders() async throws {
        let client = try server().client { $0.sleep = { _ in } }
        let key = uniqueKey("headers")
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "big-headers/\(key)", query: ["kb": "100"]))
        }
        expectTransport(.invalidResponse, error)
        #expect(try await client.request(RequestCount(key: "big-headers/\(key)")).count == 1)
    }

    @Test("bad chunk framing is an invalid response, not retried")
    func badChunks() async throws {
        let client = try server().client { $0.sleep = { _ in } }
        let key = uniqueKey("chunks")
        let error = await #expect(throws: NetworkError.self) { try await client.request(FaultEndpoint(route: "bad-chunks/\(key)")) }
        expectTransport(.invalidResponse, error)
        #expect(try await client.request(RequestCount(key: "bad-chunks/\(key)")).count == 1)
    }

    @Test("a chunked body with a chunk extension decodes")
    func chunked() async throws {
        let reply = try await server().client().request(FaultEndpoint(route: "chunked/\(uniqueKey("chunks"))"))
        #expect(reply.ok)
    }

    @Test("Retry-After 0 and a date in the past still wait the backoff", arguments: ["0", "Wed, 21 Oct 2015 07:28:00 GMT"])
    func retryAfterNotShorterThanBackoff(after: String) async throws {
        let recorder = WaitRecorder()
        let client = try server().client {
            $0.sleep = recorder.sleep
            $0.random = { 0.5 }
        }
        let reply = try await client.request(FaultEndpoint(route: "rate-limited/\(uniqueKey("busy"))", query: ["after": after]))
        #expect(reply.ok)
        // The default policy: 250 ms, less half of it times the random 0.5.
        let waits = recorder.waits.withLock { $0 }
        #expect(waits.count == 1)
        #expect(waits.allSatisfy { $0 > .microseconds(187_000) && $0 < .microseconds(188_000) }, "waited \(waits)")
    }

    @Test("URLSession hands redirects back when StandardTransport follows them itself")
    func urlSessionWithoutRedirects() async throws {
        let client = try server().client(transport: URLSessionTransport(followsRedirects: false)) { $0.retry = .never }
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "redirect/\(uniqueKey("back"))", query: ["to": "/faults/echo-headers"]))
        }
        guard case .httpStatus(302, _)? = error else {
            Issue.record("expected the 302 itself, got \(String(describing: error))")
            return
        }
    }

    @Test("ids sent as strings (json-server 1.x) decode, random ones included")
    func stringIDs() async throws {
        let posts = try await server().client().request(StringIDPosts())
        #expect(posts.map(\.id) == ["b5aa51f6", 2])
        #expect(posts[0].userID == 1 && posts[0].userID.intValue == 1)
        #expect(posts[0].id.intValue == nil)
    }

    @Test("DELETE /users/{id} succeeds for a user and is a 404 for none")
    func deleteUser() async throws {
        let client = try server().client()
        try await client.request(JSONPlaceholderAPI.DeleteUser(id: 3))
        await #expect(throws: NetworkError.httpStatus(code: 404, bodyExcerpt: "{}")) {
            try await client.request(JSONPlaceholderAPI.DeleteUser(id: 999))
        }
    }
}

/// `GET /faults/string-ids/<key>`: posts whose ids are strings, as json-server 1.x sends them.
private struct StringIDPosts: Endpoint {
    typealias Response = [Post]
    var path: String { "/faults/string-ids/\(uniqueKey("ids"))" }
}

import Foundation
import NetworkTestSupport
import Synchronization
import Testing

@testable import Network

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
    @Test("a 307 loop sends a POST body once and is not retried", arguments: TestServer.Scheme.allCases)
    func redirectLoopPost(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.sleep = { _ in } }
        let key = uniqueKey("loop")
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "redirect-loop/\(key)", query: ["status": "307"], method: .post))
        }
        expectTransport(.tooManyRedirects, error)
        #expect(try await client.request(RequestCount(key: "redirect-loop/\(key)")).count == 1)
    }

    @Test("a redirect loop of GETs is not retried either", arguments: TestServer.Scheme.allCases)
    func redirectLoopGet(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.sleep = { _ in } }
        let key = uniqueKey("loop")
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "redirect-loop/\(key)", query: ["status": "302"]))
        }
        expectTransport(.tooManyRedirects, error)
        #expect(try await client.request(RequestCount(key: "redirect-loop/\(key)")).count == 1)
    }

    @Test("oversized headers are an invalid response, not retried", arguments: TestServer.Scheme.allCases)
    func oversizedHeaders(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.sleep = { _ in } }
        let key = uniqueKey("headers")
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "big-headers/\(key)", query: ["kb": "100"]))
        }
        expectTransport(.invalidResponse, error)
        #expect(try await client.request(RequestCount(key: "big-headers/\(key)")).count == 1)
    }

    @Test("bad chunk framing is an invalid response, not retried", arguments: TestServer.Scheme.allCases)
    func badChunks(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.sleep = { _ in } }
        let key = uniqueKey("chunks")
        let error = await #expect(throws: NetworkError.self) { try await client.request(FaultEndpoint(route: "bad-chunks/\(key)")) }
        expectTransport(.invalidResponse, error)
        #expect(try await client.request(RequestCount(key: "bad-chunks/\(key)")).count == 1)
    }

    @Test("a chunked body with a chunk extension decodes", arguments: TestServer.Scheme.allCases)
    func chunked(_ scheme: TestServer.Scheme) async throws {
        let reply = try await server().client(scheme).request(FaultEndpoint(route: "chunked/\(uniqueKey("chunks"))"))
        #expect(reply.ok)
    }

    @Test("a chunk size with a sign (+c) is an invalid response, not retried", arguments: TestServer.Scheme.allCases)
    func signedChunkSize(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.sleep = { _ in } }
        let key = uniqueKey("plus")
        let error = await #expect(throws: NetworkError.self) { try await client.request(FaultEndpoint(route: "plus-chunk/\(key)")) }
        expectTransport(.invalidResponse, error)
        #expect(try await client.request(RequestCount(key: "plus-chunk/\(key)")).count == 1)
    }

    @Test("a folded header field (obs-fold) is read as one value joined by a space", arguments: TestServer.Scheme.allCases)
    func foldedHeader(_ scheme: TestServer.Scheme) async throws {
        let value = try await server().client(scheme).request(FoldedHeader())
        #expect(value == "first second")
    }

    @Test("a 204 with a Content-Encoding has no body and succeeds", arguments: TestServer.Scheme.allCases)
    func noContentWithEncoding(_ scheme: TestServer.Scheme) async throws {
        let status = try await server().client(scheme) { $0.retry = .never }.request(NoContentEncoded())
        #expect(status == 204)
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

    @Test("ids sent as strings (json-server 1.x) decode, random ones included", arguments: TestServer.Scheme.allCases)
    func stringIDs(_ scheme: TestServer.Scheme) async throws {
        let posts = try await server().client(scheme).request(StringIDPosts())
        #expect(posts.map(\.id) == ["b5aa51f6", 2])
        #expect(posts[0].userID == 1 && posts[0].userID.intValue == 1)
        #expect(posts[0].id.intValue == nil)
    }

    @Test("DELETE /users/{id} succeeds for a user and is a 404 for none", arguments: TestServer.Scheme.allCases)
    func deleteUser(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme)
        try await client.request(JSONPlaceholderAPI.DeleteUser(id: 3))
        await #expect(throws: NetworkError.httpStatus(code: 404, bodyExcerpt: "{}")) {
            try await client.request(JSONPlaceholderAPI.DeleteUser(id: 999))
        }
    }
}

/// `GET /faults/folded/<key>`: the value of the folded `X-Folded` field.
private struct FoldedHeader: Endpoint {
    var path: String { "/faults/folded/\(uniqueKey("fold"))" }
    func decode(_ response: HTTPResponse) throws -> String { response.header("X-Folded") ?? "" }
}

/// `GET /faults/no-content-encoded/<key>`: a 204 that names a content coding; answers the status.
private struct NoContentEncoded: Endpoint {
    var path: String { "/faults/no-content-encoded/\(uniqueKey("nobody"))" }
    func decode(_ response: HTTPResponse) throws -> Int { response.statusCode }
}

/// `GET /faults/string-ids/<key>`: posts whose ids are strings, as json-server 1.x sends them.
private struct StringIDPosts: Endpoint {
    typealias Response = [Post]
    var path: String { "/faults/string-ids/\(uniqueKey("ids"))" }
}

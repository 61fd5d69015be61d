import Foundation
import NetworkTestSupport
import Synchronization
import Testing

@testable import Network

private func server() throws -> TestServer {
    try TestServer.shared.get()
}

/// Records the retry waits a client asks for, without waiting.
private final class SleepRecorder: Sendable {
    let waits = Mutex<[Duration]>([])
    var sleep: @Sendable (Duration) async throws -> Void {
        { duration in self.waits.withLock { $0.append(duration) } }
    }
}

@Suite("Network client over HTTP", .serialized, .timeLimit(.minutes(1)))
struct NetworkClientTests {
    @Test("a page of posts comes with the total from X-Total-Count", arguments: TestServer.Scheme.allCases)
    func paging(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme)
        let first = try await client.request(JSONPlaceholderAPI.PostsPage(start: 0, limit: 20))
        let last = try await client.request(JSONPlaceholderAPI.PostsPage(start: 200, limit: 20))
        #expect(first.items.count == 20)
        #expect(first.items.first?.id == 1)
        #expect(first.total == 210)
        #expect(first.hasMore(limit: 20))
        #expect(last.items.compactMap(\.id.intValue) == Array(201...210))
        #expect(!last.hasMore(limit: 20))
    }

    @Test("a post, its comments, the users and one user decode", arguments: TestServer.Scheme.allCases)
    func resources(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme)
        let post = try await client.request(JSONPlaceholderAPI.PostByID(id: 7))
        let comments = try await client.request(JSONPlaceholderAPI.CommentsForPost(postID: 7))
        let users = try await client.request(JSONPlaceholderAPI.Users())
        let user = try await client.request(JSONPlaceholderAPI.UserByID(id: post.userID))
        #expect(post.id == 7)
        #expect(!comments.isEmpty && comments.allSatisfy { $0.postID == 7 })
        #expect(users.count == 10)
        #expect(users.contains(user))
    }

    @Test("POST /posts answers with the new post and its id", arguments: TestServer.Scheme.allCases)
    func createPost(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme)
        let created = try await client.request(JSONPlaceholderAPI.CreatePost(post: NewPost(userID: 1, title: "새 글 🎉", body: "본문")))
        #expect(created == Post(id: 211, userID: 1, title: "새 글 🎉", body: "본문"))
    }

    @Test("404 is an HTTP status error, not retried", arguments: TestServer.Scheme.allCases)
    func notFound(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme)
        let error = await #expect(throws: NetworkError.self) { try await client.request(JSONPlaceholderAPI.PostByID(id: 9999)) }
        #expect(error == .httpStatus(code: 404, bodyExcerpt: "{}"))
        #expect(error?.userMessage == "The item was not found on the server.")
    }

    @Test("500 then success is retried with backoff and succeeds", arguments: TestServer.Scheme.allCases)
    func retryAfterServerError(_ scheme: TestServer.Scheme) async throws {
        let sleeper = SleepRecorder()
        let client = try server().client(scheme) {
            $0.sleep = sleeper.sleep
            $0.random = { 0 }
        }
        let key = uniqueKey("flaky")
        let reply = try await client.request(FaultEndpoint(route: "fail-then-ok/\(key)", query: ["times": "2"]))
        #expect(reply == FaultReply(ok: true, calls: 3))
        #expect(sleeper.waits.withLock { $0 } == [.milliseconds(250), .milliseconds(500)])
    }

    @Test("retries stop after the last attempt with the server's error", arguments: TestServer.Scheme.allCases)
    func retriesAreBounded(_ scheme: TestServer.Scheme) async throws {
        let sleeper = SleepRecorder()
        let client = try server().client(scheme) {
            $0.sleep = sleeper.sleep
            $0.retry = RetryPolicy(maxAttempts: 3)
        }
        let key = uniqueKey("broken")
        let error = await #expect(throws: NetworkError.self) { try await client.request(FaultEndpoint(route: "always/\(key)")) }
        #expect(error == .httpStatus(code: 500, bodyExcerpt: #"{"error": "still broken"}"#))
        let count = try await client.request(RequestCount(key: "always/\(key)"))
        #expect(count.count == 3)
    }

    @Test("429 waits as long as Retry-After says", arguments: TestServer.Scheme.allCases)
    func retryAfterHeader(_ scheme: TestServer.Scheme) async throws {
        let sleeper = SleepRecorder()
        let client = try server().client(scheme) { $0.sleep = sleeper.sleep }
        let reply = try await client.request(FaultEndpoint(route: "rate-limited/\(uniqueKey("busy"))", query: ["after": "2"]))
        #expect(reply.ok)
        #expect(sleeper.waits.withLock { $0 } == [.seconds(2)])
    }

    @Test("a Retry-After past the total time limit ends the retries at once", arguments: TestServer.Scheme.allCases)
    func retryAfterTooLong(_ scheme: TestServer.Scheme) async throws {
        let sleeper = SleepRecorder()
        let client = try server().client(scheme) {
            $0.sleep = sleeper.sleep
            $0.retry.maxTotalTime = .seconds(5)
        }
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "rate-limited/\(uniqueKey("busy"))", query: ["after": "60"]))
        }
        #expect(error?.isTransient == true)
        #expect(sleeper.waits.withLock { $0 }.isEmpty)
    }

    @Test("POST is not retried: it is not idempotent", arguments: TestServer.Scheme.allCases)
    func postIsNotRetried(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.sleep = { _ in } }
        let key = uniqueKey("post")
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "count/\(key)", method: .post))
        }
        #expect(error == .httpStatus(code: 503, bodyExcerpt: "{}"))
        let count = try await client.request(RequestCount(key: "count/\(key)"))
        #expect(count.count == 1)
    }

    @Test("a response slower than the time limit is a timeout", arguments: TestServer.Scheme.allCases)
    func timeout(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) {
            $0.timeout = .milliseconds(300)
            $0.retry = .never
        }
        let started = ContinuousClock.now
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "slow/\(uniqueKey("slow"))", query: ["seconds": "3"]))
        }
        #expect(error == .timeout(seconds: 0.3))
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test("a refused connection is a transport error with a readable message")
    func connectionRefused() async throws {
        let client = NetworkClient(
            baseURL: URL(string: "http://127.0.0.1:1")!,
            options: {
                var o = NetworkClient.Options()
                o.retry = .never
                return o
            }())
        let error = await #expect(throws: NetworkError.self) { try await client.request(JSONPlaceholderAPI.Users()) }
        guard case .transport(.connectionRefused, _)? = error else {
            Issue.record("expected a refused connection, got \(String(describing: error))")
            return
        }
        #expect(error?.userMessage.contains("cannot be reached") == true)
    }

    @Test("a body cut short of its Content-Length is a transport error", arguments: TestServer.Scheme.allCases)
    func truncatedBody(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.retry = .never }
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "truncated/\(uniqueKey("cut"))"))
        }
        guard case .transport(.connectionLost, _)? = error else {
            Issue.record("expected a lost connection, got \(String(describing: error))")
            return
        }
    }

    @Test("malformed JSON is a decoding error with the type and a snippet of the payload", arguments: TestServer.Scheme.allCases)
    func malformedJSON(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme)
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "malformed/\(uniqueKey("bad"))"))
        }
        guard case .decoding(let type, _, _, let snippet)? = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(type == "FaultReply")
        #expect(snippet == #"{"ok": tru"#)
    }

    @Test("a body over the size limit is refused, declared or streamed", arguments: TestServer.Scheme.allCases, ["yes", "no"])
    func oversizedBody(_ scheme: TestServer.Scheme, declared: String) async throws {
        let client = try server().client(scheme) {
            $0.maximumResponseSize = 100_000
            $0.retry = .never
        }
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "huge/\(uniqueKey("huge"))", query: ["bytes": "5000000", "declare": declared]))
        }
        #expect(error == .responseTooLarge(limit: 100_000))
    }

    @Test("cancelling the task cancels the request mid-flight", arguments: TestServer.Scheme.allCases)
    func cancellation(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.timeout = .seconds(20) }
        let key = uniqueKey("hang")
        let request = Task { try await client.request(FaultEndpoint(route: "hang/\(key)", query: ["seconds": "20"])) }
        while try await client.request(RequestCount(key: "hang/\(key)")).count == 0 { await Task.yield() }
        let started = ContinuousClock.now
        request.cancel()
        let result = await request.result
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(throws: NetworkError.cancelled) { try result.get() }
    }

    @Test("interceptors add headers and see every response", arguments: TestServer.Scheme.allCases)
    func interceptors(_ scheme: TestServer.Scheme) async throws {
        let seen = Mutex<[String]>([])
        let client = try server().client(scheme) {
            $0.interceptors = [HeaderInterceptor(["X-Client": "modular-terminal"]), LoggingInterceptor { line in seen.withLock { $0.append(line) } }]
        }
        let headers = try await client.request(EchoHeaders())
        #expect(headers["x-client"] == "modular-terminal")
        let lines = seen.withLock { $0 }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("GET \(scheme.rawValue)://127.0.0.1:") == true)
        #expect(lines.first?.contains("/faults/echo-headers → 200") == true)
    }
}

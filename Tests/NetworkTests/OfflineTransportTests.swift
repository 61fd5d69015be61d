import Foundation
import NetworkTestSupport
import Synchronization
import Testing

@testable import Network

/// A client over a backend of its own: a backend keeps created posts, so tests must not share one.
private var offline: NetworkClient {
    NetworkClient(baseURL: URL(string: "offline://jsonplaceholder")!, transport: OfflineTransport())
}

/// Records the status of every response, or -1 for a failed attempt.
private final class StatusRecorder: NetworkInterceptor {
    let statuses = Mutex<[Int]>([])
    func didReceive(_ response: HTTPResponse, for request: HTTPRequest) async { statuses.withLock { $0.append(response.statusCode) } }
    func didFail(_ error: NetworkError, for request: HTTPRequest) async {
        if case .cancelled = error { statuses.withLock { $0.append(-1) } }
    }
}

/// Yields once for every attempt about to go to the transport.
private struct AttemptStarted: NetworkInterceptor {
    let continuation: AsyncStream<Void>.Continuation
    func prepare(_ request: HTTPRequest) async throws(NetworkError) -> HTTPRequest {
        continuation.yield()
        return request
    }
}

@Suite("Offline backend", .timeLimit(.minutes(1)))
struct OfflineTransportTests {
    @Test("the bundled dataset has 200+ posts in three languages, with users and comments")
    func dataset() {
        let store = OfflineStore.bundled
        #expect(store.posts.count >= 200)
        #expect(store.users.count == 10)
        #expect(store.comments.count >= store.posts.count * 2)
        #expect(store.posts.contains { $0.title.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } })
        #expect(store.posts.contains { $0.title.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } })
        #expect(store.posts.contains { $0.title.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(store.posts.contains { $0.title.count > 60 })
        #expect(Set(store.posts.map(\.userID)).isSubset(of: Set(store.users.map(\.id))))
    }

    @Test("pages honour _start and _limit and report the total, as over HTTP")
    func paging() async throws {
        let page = try await offline.request(JSONPlaceholderAPI.PostsPage(start: 205, limit: 10))
        #expect(page.items.compactMap(\.id.intValue) == Array(206...210))
        #expect(page.total == 210)
        #expect(!page.hasMore(limit: 10))
    }

    @Test("a page asked with any _start and _limit, however large, is the rest of the list or nothing")
    func pagingAtTheExtremes() async throws {
        let rest = try await offline.request(JSONPlaceholderAPI.PostsPage(start: 205, limit: .max))
        #expect(rest.items.compactMap(\.id.intValue) == Array(206...210))
        let past = try await offline.request(JSONPlaceholderAPI.PostsPage(start: .max, limit: .max))
        #expect(past.items.isEmpty)
        #expect(past.total == 210)
    }

    @Test("posts, comments, users and creation answer like JSONPlaceholder")
    func endpoints() async throws {
        let post = try await offline.request(JSONPlaceholderAPI.PostByID(id: 3))
        let comments = try await offline.request(JSONPlaceholderAPI.CommentsForPost(postID: 3))
        let user = try await offline.request(JSONPlaceholderAPI.UserByID(id: post.userID))
        let created = try await offline.request(JSONPlaceholderAPI.CreatePost(post: NewPost(userID: 2, title: "t", body: "b")))
        #expect(post.id == 3)
        #expect(comments.allSatisfy { $0.postID == 3 } && !comments.isEmpty)
        #expect(user.id == post.userID)
        #expect(created.id == 211)
    }

    @Test("created posts and deleted users stay so for the session, in that backend only")
    func writesAreKept() async throws {
        let session = NetworkClient(baseURL: URL(string: "offline://x")!, transport: OfflineTransport())
        let created = try await session.request(JSONPlaceholderAPI.CreatePost(post: NewPost(userID: 2, title: "새 글", body: "b")))
        #expect(created.id == 211)
        #expect(try await session.request(JSONPlaceholderAPI.PostByID(id: created.id)) == created)
        #expect(try await session.request(JSONPlaceholderAPI.PostsPage(start: 0, limit: 5)).total == 211)
        try await session.request(JSONPlaceholderAPI.DeleteUser(id: 3))
        #expect(try await session.request(JSONPlaceholderAPI.Users()).count == 9)
        await #expect(throws: NetworkError.httpStatus(code: 404, bodyExcerpt: "{}")) {
            try await session.request(JSONPlaceholderAPI.UserByID(id: 3))
        }
        #expect(try await offline.request(JSONPlaceholderAPI.PostsPage(start: 0, limit: 5)).total == 210, "another backend is another session")
        #expect(try await offline.request(JSONPlaceholderAPI.Users()).count == 10, "another backend is another session")
    }

    @Test("a missing post is a 404 through the same error path as HTTP")
    func notFound() async {
        await #expect(throws: NetworkError.httpStatus(code: 404, bodyExcerpt: "{}")) {
            try await offline.request(JSONPlaceholderAPI.PostByID(id: 5000))
        }
    }

    @Test("an id holding a slash is one id, as on a server: post \"1/comments\" is not found, not post 1's comments")
    func slashInID() async {
        await #expect(throws: NetworkError.httpStatus(code: 404, bodyExcerpt: "{}")) {
            try await offline.request(JSONPlaceholderAPI.PostByID(id: "1/comments"))
        }
    }

    @Test("a simulated outage is a 503 through the HTTP error path")
    func simulatedFailure() async throws {
        var options = NetworkClient.Options()
        options.retry = .never
        let failing = NetworkClient(baseURL: URL(string: "offline://x")!, transport: OfflineTransport(simulation: .init(failureRate: 1)), options: options)
        await #expect(throws: NetworkError.httpStatus(code: 503, bodyExcerpt: #"{"error":"simulated outage"}"#)) {
            try await failing.request(JSONPlaceholderAPI.Users())
        }
    }

    @Test("simulated outages are retried until an attempt succeeds")
    func simulatedFailuresAreRetried() async throws {
        let recorder = StatusRecorder()
        var options = NetworkClient.Options()
        options.sleep = { _ in }
        options.interceptors = [recorder]
        // Seed 7 draws 0.39, 0.017, 0.90: two outages at a rate of 0.5, then an answer.
        let flaky = NetworkClient(
            baseURL: URL(string: "offline://x")!, transport: OfflineTransport(simulation: .init(failureRate: 0.5, seed: 7)), options: options)
        let users = try await flaky.request(JSONPlaceholderAPI.Users())
        #expect(users.count == 10)
        #expect(recorder.statuses.withLock { $0 } == [503, 503, 200])
    }

    @Test("simulated latency is cancelled during the delay, not after it")
    func latencyCancellation() async throws {
        let (started, starting) = AsyncStream.makeStream(of: Void.self)
        var options = NetworkClient.Options()
        options.interceptors = [AttemptStarted(continuation: starting)]
        let slow = NetworkClient(
            baseURL: URL(string: "offline://x")!, transport: OfflineTransport(simulation: .init(latency: .seconds(30))), options: options)
        let request = Task { try await slow.request(JSONPlaceholderAPI.Users()) }
        var attempts = started.makeAsyncIterator()
        await attempts.next()
        let cancelled = ContinuousClock.now
        request.cancel()
        await #expect(throws: NetworkError.cancelled) { try await request.value }
        // Far below the 30 s, with room for a machine so busy that the cancelled task waits its turn.
        #expect(ContinuousClock.now - cancelled < .seconds(20), "the 30 s delay was cut short")
    }
}

@Suite("Choosing the backend", .timeLimit(.minutes(1)))
struct BackendChoiceTests {
    @Test("without an API URL the client answers from the offline backend")
    func offlineByDefault() async throws {
        let client = NetworkClient.jsonPlaceholder(apiURL: nil)
        #expect(client.transport is OfflineTransport)
        let users = try await client.request(JSONPlaceholderAPI.Users())
        #expect(users.count == 10)
    }

    @Test("with an API URL the client goes over HTTP to that server")
    func httpWhenGiven() async throws {
        let server = try TestServer.shared.get()
        let client = NetworkClient.jsonPlaceholder(apiURL: server.baseURL)
        #expect(client.transport is StandardTransport)
        let page = try await client.request(JSONPlaceholderAPI.PostsPage(start: 0, limit: 5))
        #expect(page.items.count == 5)
    }
}

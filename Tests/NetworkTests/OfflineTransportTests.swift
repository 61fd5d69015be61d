import Foundation
import Testing
@testable import Network

private let offline = NetworkClient(baseURL: URL(string: "offline://jsonplaceholder")!, transport: OfflineTransport())

@Suite("Offline backend")
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
        #expect(page.items.map(\.id) == Array(206...210))
        #expect(page.total == 210)
        #expect(!page.hasMore(limit: 10))
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

    @Test("a missing post is a 404 through the same error path as HTTP")
    func notFound() async {
        await #expect(throws: NetworkError.httpStatus(code: 404, bodyExcerpt: "{}")) {
            try await offline.request(JSONPlaceholderAPI.PostByID(id: 5000))
        }
    }

    @Test("simulated failures are 503s, and a client retries them")
    func simulatedFailures() async throws {
        var options = NetworkClient.Options()
        options.retry = .never
        let failing = NetworkClient(baseURL: URL(string: "offline://x")!, transport: OfflineTransport(simulation: .init(failureRate: 1)), options: options)
        await #expect(throws: NetworkError.httpStatus(code: 503, bodyExcerpt: #"{"error":"simulated outage"}"#)) {
            try await failing.request(JSONPlaceholderAPI.Users())
        }
    }

    @Test("simulated latency can be cancelled")
    func latencyCancellation() async {
        let slow = NetworkClient(baseURL: URL(string: "offline://x")!, transport: OfflineTransport(simulation: .init(latency: .seconds(30))))
        let request = Task { try await slow.request(JSONPlaceholderAPI.Users()) }
        request.cancel()
        await #expect(throws: NetworkError.cancelled) { try await request.value }
    }
}

@Suite("Choosing the backend")
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
        #expect(client.transport is URLSessionTransport)
        let page = try await client.request(JSONPlaceholderAPI.PostsPage(start: 0, limit: 5))
        #expect(page.items.count == 5)
    }
}

import DesignSystem
import FeatureDomainTestSupport
import Foundation
import Network
import NetworkTestSupport
import Resources
import Testing

@testable import FeatureDomain

/// The whole app, through its real RIB tree, against a server that sends what no honest one
/// would: each test poisons a scenario of its own on the local JSONPlaceholder server.
@MainActor
@Suite("The app against a hostile server", .timeLimit(.minutes(2)))
struct AppAgainstHostileServerTests {
    private func scenario() throws -> TestServerScenario {
        try TestServer.shared.get().scenario()
    }

    private func app(_ scenario: TestServerScenario, in directory: TemporaryDirectory) -> AppHarness {
        var options = NetworkClient.Options()
        options.timeout = .seconds(10)
        options.retry = .never
        return AppHarness(directory: directory.url, api: NetworkClient(baseURL: scenario.baseURL, options: options))
    }

    private func posts(_ ids: ClosedRange<Int>, title: (Int) -> String = { "Post \($0)" }) -> [Post] {
        ids.map { Post(id: ResourceID($0), userID: 1, title: title($0), body: "Body \($0)") }
    }

    @Test("twenty posts with one id are listed once, and Enter opens that post")
    func duplicateIDs() async throws {
        let scenario = try scenario()
        let same = (1...20).map { Post(id: 1, userID: 1, title: "Copy \($0)", body: "Text of copy \($0)") }
        try await scenario.setRules([.init(.get, "/posts", .posts(same), times: 1)])
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = app(scenario, in: directory)
            #expect(await app.signIn("ada", "Noah"))
            app.type("2")
            #expect(await app.waitFor("1. Copy 1"))
            #expect(!app.text.contains("Copy 2"), "one row per post")
            #expect(app.text.contains("1 of 20 posts"))
            app.send(.enter)
            // The row shown is the post opened: the first copy, the one listed.
            #expect(await app.waitFor("Text of copy 1"))
            #expect(!app.text.contains("Text of copy 20"))
        }
    }

    @Test(
        "an X-Total-Count that cannot be true is ignored: no made-up total is shown and paging goes on",
        arguments: ["-5", "0", "abc", "99999999999999999999", "7"])
    func impossibleTotal(total: String) async throws {
        let scenario = try scenario()
        try await scenario.setRules([.init(.get, "/posts", .postsWithTotal(posts(1...20), total: total), times: 1)])
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = app(scenario, in: directory)
            #expect(await app.signIn("ada", "Noah"))
            app.type("2")
            #expect(await app.waitFor("20 posts so far"))
            #expect(!app.text.contains("of \(total)"))
            app.send(.end)
            // The next page comes from the scenario's own data, with its true total.
            #expect(await app.waitFor("40 of 210 posts"))
        }
    }

    @Test("150,000 posts sent for a page of 20: the board keeps 20")
    func oversizedPage() async throws {
        let scenario = try scenario()
        try await scenario.setRules([.init(.get, "/posts", .generatedPosts(count: 150_000), times: 1)])
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = app(scenario, in: directory)
            #expect(await app.signIn("ada", "Noah"))
            app.type("2")
            #expect(await app.waitFor("20 of 150000 posts"))
        }
        let page = try await NetworkPostsRepository(client: NetworkClient(baseURL: scenario.baseURL)).page(start: 0, limit: 20)
        #expect(page.posts.count == 20)
    }

    @Test("a member whose id is empty cannot sign in, so no request is ever built on an empty id (no DELETE /users/)")
    func emptyMemberID() async throws {
        let scenario = try scenario()
        var users = try await NetworkClient(baseURL: scenario.baseURL).request(JSONPlaceholderAPI.Users())
        for index in users.indices where users[index].username == "ada" { users[index].id = "" }
        try await scenario.setRules([.init(.get, "/users", .users(users))])
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = app(scenario, in: directory)
            app.type("ada")
            app.send(.tab)
            app.type("Noah")
            app.send(.tab, .enter)
            #expect(await app.waitFor("No member is called “ada”"))
        }
        let repository = NetworkMembersRepository(client: NetworkClient(baseURL: scenario.baseURL))
        // Refused before any request is built: the server would answer such paths with a 404,
        // which is not this error.
        for id in ["", String(repeating: "9", count: 65), "1/2", "a\u{0}"] {
            await #expect(throws: NetworkError.invalidURL("/users/" + id.prefix(ServerID.maximumLength))) {
                try await repository.deleteMember(id: id)
            }
        }
        // Nobody was deleted: the collection is whole.
        try await scenario.setRules([])
        #expect(try await repository.members().count == users.count)
    }

    @Test("a title with 10,000 combining marks is drawn with 16 scalars of its first letter, the rest of the board as usual")
    func longGraphemeCluster() async throws {
        let scenario = try scenario()
        let zalgo = "Z" + String(repeating: "\u{301}", count: 10_000) + "ebra"
        try await scenario.setRules([.init(.get, "/posts", .posts(posts(1...20) { $0 == 1 ? zalgo : "Post \($0)" }), times: 1)])
        let directory = TemporaryDirectory()
        await R.withLanguage(.english) {
            let app = app(scenario, in: directory)
            #expect(await app.signIn("ada", "Noah"))
            app.type("2")
            #expect(await app.waitFor("2. Post 2"))
            #expect(app.text.contains("ebra"))
            #expect(app.text.unicodeScalars.filter { $0 == "\u{301}" }.count <= 15)
        }
    }

    @Test("a megabyte title is cut to 1,024 bytes at a character boundary, and an author id that cannot be one is dropped")
    func boundedPostFields() {
        let post = BoardPost(
            post: Post(id: 1, userID: ResourceID(String(repeating: "9", count: 100_000)), title: String(repeating: "한", count: 400_000), body: "b"))
        #expect(post.title.utf8.count <= BoardPost.maximumTitleLength && post.title.utf8.count > BoardPost.maximumTitleLength - 3)
        #expect(post.title.allSatisfy { $0 == "한" })
        #expect(post.authorID == "")
        let marked = BoardPost(post: Post(id: 3, userID: 7, title: "Z" + String(repeating: "\u{301}", count: 10_000) + "ebra", body: "b"))
        #expect(marked.title.unicodeScalars.count == 16 + 4, "the letter keeps 16 scalars, and what follows it stays")
        #expect(BoardPost(post: Post(id: 2, userID: 7, title: "Short", body: "b")) == BoardPost(id: "2", authorID: "7", title: "Short", body: "b"))
    }
}

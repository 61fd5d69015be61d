import Foundation
import Network
import Testing

/// The real JSONPlaceholder payloads in `Fixtures/` (MIT licence, see `Fixtures/LICENSE`).
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

@Suite("Decoding JSONPlaceholder's real payloads")
struct FixtureDecodingTests {
    private func load<Value: Decodable>(_ name: String, as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    @Test("all 100 posts decode field for field, with numeric ids")
    func posts() throws {
        let posts = try load("posts.json", as: [Post].self)
        #expect(posts.count == 100)
        #expect(posts[0].userID == 1 && posts[0].id == 1)
        #expect(posts.compactMap(\.id.intValue) == Array(1...100))
        #expect(posts[0].title.hasPrefix("sunt aut facere"))
    }

    @Test("all 500 comments decode")
    func comments() throws {
        let comments = try load("comments.json", as: [Network.Comment].self)
        #expect(comments.count == 500)
        #expect(comments[0].postID == 1)
        #expect(comments[0].email.contains("@"))
    }

    @Test("all 10 users decode with their nested address, geo and company")
    func users() throws {
        let users = try load("users.json", as: [User].self)
        #expect(users.count == 10)
        #expect(users[0].username == "Bret")
        #expect(users[0].address.geo.lat == "-37.3159")
        #expect(users[0].company.name == "Romaguera-Crona")
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The offline backend's collections and its routing, JSONPlaceholder's contract.
///
/// Unlike JSONPlaceholder, which answers writes without keeping them, the store keeps created
/// posts and deleted users for as long as it lives (one app session), so the app can show what
/// the user just did.
struct OfflineStore: Sendable {
    /// The bundled data as it ships. Each collection is decoded on its first request, so
    /// signing in (users) does not decode the board's posts and comments.
    static let bundled = OfflineStore()

    private static let bundledPosts: [Post] = decode(OfflineDataset.postsJSON)
    private static let bundledComments: [Comment] = decode(OfflineDataset.commentsJSON)
    private static let bundledUsers: [User] = decode(OfflineDataset.usersJSON)

    /// Set once the session changes a collection; until then it is the bundled one.
    private var changedPosts: [Post]?
    private var changedUsers: [User]?

    var posts: [Post] { changedPosts ?? Self.bundledPosts }
    var comments: [Comment] { Self.bundledComments }
    var users: [User] { changedUsers ?? Self.bundledUsers }

    /// Decodes the collection `request` asks for, if it is not yet: the transport calls it
    /// before taking its lock, so no request waits behind another's decoding.
    static func decodeCollection(for request: HTTPRequest) {
        let path = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
        switch path.split(separator: "/").first {
        case "posts":
            _ = bundledPosts
            if path.hasSuffix("/comments") { _ = bundledComments }
        case "comments": _ = bundledComments
        case "users": _ = bundledUsers
        default: break
        }
    }

    /// The answer to `request`: the resource, 404 for what does not exist, 405 for methods the
    /// API does not take.
    mutating func respond(to request: HTTPRequest) -> HTTPResponse {
        guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
            return Self.json(["error": "bad request"], status: 400)
        }
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        // Split before decoding: an id holding `/` (sent as `%2F`) is one part, as on a server.
        let parts = components.percentEncodedPath.split(separator: "/").map { PercentEncoding.decode($0) ?? String($0) }
        let method = request.method.rawValue
        switch (method, parts.count, parts.first) {
        case ("GET", 1, "posts"):
            return page(posts, query: query)
        case ("GET", 2, "posts"):
            return Self.found(posts.first { $0.id == ResourceID(parts[1]) })
        case ("GET", 3, "posts") where parts[2] == "comments":
            return Self.json(comments.filter { $0.postID == ResourceID(parts[1]) })
        case ("GET", 1, "comments"):
            guard let postID = query["postId"].map({ ResourceID($0) }) else { return page(comments, query: query) }
            return Self.json(comments.filter { $0.postID == postID })
        case ("GET", 1, "users"):
            return Self.json(users)
        case ("GET", 2, "users"):
            return Self.found(users.first { $0.id == ResourceID(parts[1]) })
        case ("DELETE", 2, "users"):
            guard let index = users.firstIndex(where: { $0.id == ResourceID(parts[1]) }) else {
                return Self.json([String: String](), status: 404)
            }
            var remaining = users
            remaining.remove(at: index)
            changedUsers = remaining
            return Self.json([String: String]())
        case ("POST", 1, "posts"):
            guard let body = request.body, let new = try? JSONDecoder().decode(NewPost.self, from: body) else {
                return Self.json(["error": "the body must be a post"], status: 400)
            }
            let nextID = (posts.compactMap(\.id.intValue).max() ?? 0) + 1
            let post = Post(id: ResourceID(nextID), userID: new.userID, title: new.title, body: new.body)
            changedPosts = posts + [post]
            return Self.json(post, status: 201)
        case (_, _, "posts"), (_, _, "users"), (_, _, "comments"):
            return Self.json(["error": "method not allowed"], status: 405)
        default:
            return Self.json([String: String](), status: 404)
        }
    }

    /// A slice by `_start` and `_limit` (json-server's paging), with the total in `X-Total-Count`.
    private func page<Item: Encodable>(_ items: [Item], query: [String: String]) -> HTTPResponse {
        let start = min(items.count, max(0, query["_start"].flatMap(Int.init) ?? 0))
        let limit = max(0, query["_limit"].flatMap(Int.init) ?? items.count)
        // `start + limit` could overflow for a `_limit` near Int.max; what is left cannot.
        let end = start + min(limit, items.count - start)
        var response = Self.json(Array(items[start..<end]))
        response.headers["x-total-count"] = String(items.count)
        return response
    }

    private static func found<Item: Encodable>(_ item: Item?) -> HTTPResponse {
        guard let item else { return json([String: String](), status: 404) }
        return json(item)
    }

    static func json<Value: Encodable>(_ value: Value, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(statusCode: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
    }

    private static func decode<Value: Decodable>(_ json: String) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: Data(json.utf8))
        } catch {
            preconditionFailure("The bundled offline dataset does not decode (run Scripts/generate-offline-dataset.py): \(error)")
        }
    }
}

import Foundation
import Network
import Testing

private struct PostsPage: Endpoint {
    typealias Response = [String]
    var path: String { "/posts" }
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "_start", value: "10"), URLQueryItem(name: "_limit", value: "5")] }
}

private struct RawPath: Endpoint {
    typealias Response = [String]
    var path: String
}

private struct CreatePost: Endpoint {
    typealias Response = [String: String]
    var method: HTTPMethod { .post }
    var path: String { "/posts" }
    var body: Data? { Data(#"{"title":"안녕"}"#.utf8) }
}

@Suite("Endpoint")
struct EndpointTests {
    @Test("the URL joins the base path, the endpoint path and the query")
    func url() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/api/"))
        #expect(PostsPage().url(baseURL: base)?.absoluteString == "http://127.0.0.1:8080/api/posts?_start=10&_limit=5")
    }

    @Test("an id a server sent stays one path segment: slashes, dots, ? and # cannot reach another path or a query")
    func idsAreOneSegment() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/api/"))
        let hostile: ResourceID = "../users/1?admin=1#x"
        let url = try #require(JSONPlaceholderAPI.PostByID(id: hostile).url(baseURL: base))
        #expect(url.absoluteString == "http://127.0.0.1:8080/api/posts/%2E%2E%2Fusers%2F1%3Fadmin%3D1%23x")
        #expect(url.query == nil && url.fragment == nil)
        #expect(JSONPlaceholderAPI.DeleteUser(id: "..").url(baseURL: base)?.path == "/api/users/..")
        #expect(JSONPlaceholderAPI.DeleteUser(id: "..").url(baseURL: base)?.absoluteString.hasSuffix("/users/%2E%2E") == true)
        #expect(JSONPlaceholderAPI.UserByID(id: "김 7").url(baseURL: base)?.absoluteString == "http://127.0.0.1:8080/api/users/%EA%B9%80%207")
        #expect(JSONPlaceholderAPI.PostByID(id: 42).url(baseURL: base)?.absoluteString == "http://127.0.0.1:8080/api/posts/42")
    }

    @Test("a query value holding & = # stays one value")
    func queryValuesAreWhole() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/"))
        let url = try #require(JSONPlaceholderAPI.CommentsForPost(postID: "1&_limit=9999#x").url(baseURL: base))
        #expect(url.absoluteString == "http://127.0.0.1:8080/comments?postId=1%26_limit%3D9999%23x")
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
        #expect(items == [URLQueryItem(name: "postId", value: "1&_limit=9999#x")])
    }

    @Test("a path a URL cannot hold makes no URL instead of trapping or becoming another URL")
    func invalidPaths() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/"))
        for path in ["/posts/a b", "/posts/%zz", "/posts/%4", "/posts/\u{1B}[2J", "/posts/한", "posts"] {
            #expect(RawPath(path: path).url(baseURL: base) == nil, "\(path)")
        }
        #expect(RawPath(path: "/posts/a%20b").url(baseURL: base)?.absoluteString == "http://127.0.0.1:8080/posts/a%20b")
    }

    @Test("a request carries the method, the body and a JSON content type")
    func request() throws {
        let base = try #require(URL(string: "http://localhost"))
        let request = try #require(CreatePost().request(baseURL: base))
        #expect(request.method == .post)
        #expect(request.body == Data(#"{"title":"안녕"}"#.utf8))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
    }

    @Test("only GET, PUT and DELETE are safe to retry")
    func idempotence() {
        #expect(HTTPMethod.get.isIdempotent && HTTPMethod.put.isIdempotent && HTTPMethod.delete.isIdempotent)
        #expect(!HTTPMethod.post.isIdempotent && !HTTPMethod.patch.isIdempotent)
    }
}

import Foundation
import Network
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private struct PostsPage: Endpoint {
    typealias Response = [String]
    var path: String { "/posts" }
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "_start", value: "10"), URLQueryItem(name: "_limit", value: "5")] }
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

    @Test("a request carries the method, the body and a JSON content type")
    func request() throws {
        let base = try #require(URL(string: "http://localhost"))
        let request = try #require(CreatePost().urlRequest(baseURL: base))
        #expect(request.httpMethod == "POST")
        #expect(request.httpBody == Data(#"{"title":"안녕"}"#.utf8))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
    }

    @Test("only GET, PUT and DELETE are safe to retry")
    func idempotence() {
        #expect(HTTPMethod.get.isIdempotent && HTTPMethod.put.isIdempotent && HTTPMethod.delete.isIdempotent)
        #expect(!HTTPMethod.post.isIdempotent && !HTTPMethod.patch.isIdempotent)
    }
}

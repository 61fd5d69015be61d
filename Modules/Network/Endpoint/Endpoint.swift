import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request the API understands and the type its response decodes to.
///
/// An endpoint is a value: the method, the path below the API's base URL, query items, headers
/// and an optional body. The client turns it into a `URLRequest` with ``urlRequest(baseURL:)``.
public protocol Endpoint: Sendable {
    /// What a successful response becomes; a `Decodable` type gets JSON decoding for free.
    associatedtype Response: Sendable

    var method: HTTPMethod { get }
    /// The path below the base URL, starting with `/`, for example `/posts/1`.
    var path: String { get }
    var queryItems: [URLQueryItem] { get }
    var headers: [String: String] { get }
    var body: Data? { get }

    /// The response value from a successful (2xx) response; by default the body decoded as JSON.
    /// Throws `DecodingError` when the body does not fit.
    func decode(_ response: HTTPResponse) throws -> Response
}

extension Endpoint {
    public var method: HTTPMethod { .get }
    public var queryItems: [URLQueryItem] { [] }
    public var headers: [String: String] { [:] }
    public var body: Data? { nil }

    /// The URL of this endpoint below `baseURL`, or nil when the path or query cannot form one.
    public func url(baseURL: URL) -> URL? {
        guard path.hasPrefix("/"), var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            return nil
        }
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + path
        if !queryItems.isEmpty { components.queryItems = (components.queryItems ?? []) + queryItems }
        return components.url
    }

    /// The request for this endpoint below `baseURL`, or nil when no URL can be formed.
    public func urlRequest(baseURL: URL) -> URLRequest? {
        guard let url = url(baseURL: baseURL) else { return nil }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = body
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
            }
        }
        return request
    }
}

extension Endpoint where Response: Decodable {
    /// The body decoded as JSON.
    public func decode(_ response: HTTPResponse) throws -> Response {
        try JSONDecoder().decode(Response.self, from: response.body)
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One request the API understands and the type its response decodes to.
///
/// An endpoint is a value: the method, the path below the API's base URL, query items, headers
/// and an optional body. The client turns it into an ``HTTPRequest`` with ``request(baseURL:)``.
public protocol Endpoint: Sendable {
    /// What a successful response becomes; a `Decodable` type gets JSON decoding for free.
    associatedtype Response: Sendable

    var method: HTTPMethod { get }
    /// The path below the base URL, starting with `/`, percent-encoded, for example `/posts/1`.
    /// Put ids in with ``ResourceID/pathSegment``; a path with characters a URL path cannot
    /// hold makes no URL (the client reports it), never a different one.
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
    /// Query names and values are encoded whole: a value holding `&`, `=` or `#` stays one value.
    public func url(baseURL: URL) -> URL? {
        guard path.hasPrefix("/"), EndpointURL.isPercentEncodedPath(path),
            var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        else {
            return nil
        }
        let basePath = components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = basePath + path
        if !queryItems.isEmpty {
            components.percentEncodedQueryItems = (components.percentEncodedQueryItems ?? []) + queryItems.map(EndpointURL.encoded)
        }
        return components.url
    }

    /// The request for this endpoint below `baseURL`, or nil when no URL can be formed.
    public func request(baseURL: URL) -> HTTPRequest? {
        guard let url = url(baseURL: baseURL) else { return nil }
        var request = HTTPRequest(url: url, method: method, headers: headers)
        if let body {
            request.body = body
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

/// The checks and encodings ``Endpoint/url(baseURL:)`` relies on.
enum EndpointURL {
    /// Whether `path` is a percent-encoded URL path: only characters a path allows, and each `%`
    /// followed by two hex digits. (`URLComponents` traps on anything else, so it is checked first.)
    static func isPercentEncodedPath(_ path: String) -> Bool {
        let scalars = Array(path.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                guard index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit, scalars[index + 2].properties.isASCIIHexDigit else {
                    return false
                }
                index += 3
                continue
            }
            guard scalar.isASCII, PercentEncoding.isPathByte(UInt8(scalar.value)) else { return false }
            index += 1
        }
        return true
    }

    /// `item` with its name and value percent-encoded whole.
    static func encoded(_ item: URLQueryItem) -> URLQueryItem {
        URLQueryItem(
            name: PercentEncoding.encode(item.name, keeping: PercentEncoding.isQueryValueByte),
            value: item.value.map { PercentEncoding.encode($0, keeping: PercentEncoding.isQueryValueByte) })
    }
}

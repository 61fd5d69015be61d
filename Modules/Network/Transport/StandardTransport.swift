#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The transport a ``NetworkClient`` uses unless told otherwise: ``HTTP1Transport`` for both
/// `http://` and `https://`, with redirects followed here.
///
/// Redirects (301, 302, 303, 307, 308) are followed up to ``maximumRedirects`` times; a
/// redirect back to a URL already visited ends at once as `.tooManyRedirects`, so a 307 loop
/// sends a POST body once, not twenty times. On a redirect to another origin (scheme, host or
/// port) `Authorization`, `Proxy-Authorization` and `Cookie` are removed: they were given to
/// the first server, not to whoever it points at. 303, and 301/302 after a POST, continue as a
/// GET without the body, as browsers do.
public final class StandardTransport: HTTPTransport {
    /// How many redirects one request may follow.
    public let maximumRedirects: Int
    private let connections: any HTTPTransport

    /// Creates the transport; `https://` connections are secured as `tls` says, and requests go
    /// through `proxies` (by default those of the environment, as curl reads them).
    public init(
        maximumRedirects: Int = 5, connectTimeout: Duration = .seconds(10), tls: TLSConfiguration = TLSConfiguration(),
        proxies: ProxySettings = .fromEnvironment()
    ) {
        self.maximumRedirects = max(0, maximumRedirects)
        self.connections = HTTP1Transport(connectTimeout: connectTimeout, tls: tls, proxies: proxies)
    }

    public func send(_ request: HTTPRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        var current = request
        var visited: Set<String> = []
        while true {
            guard ["http", "https"].contains(current.url.scheme?.lowercased() ?? "") else { throw .invalidURL(current.url.absoluteString) }
            visited.insert(current.url.absoluteString)
            let response = try await connections.send(current, maximumBodySize: maximumBodySize)
            guard let next = Redirect.next(after: current, response: response) else { return response }
            guard !visited.contains(next.url.absoluteString) else {
                throw .transport(.tooManyRedirects, detail: "the redirects from \(request.url.absoluteString) loop")
            }
            guard visited.count <= maximumRedirects else {
                throw .transport(.tooManyRedirects, detail: "more than \(maximumRedirects) redirects from \(request.url.absoluteString)")
            }
            current = next
        }
    }
}

/// What a redirect response asks for next.
enum Redirect {
    /// Header fields that carry credentials for the origin they were meant for.
    static let credentialFields = ["Authorization", "Proxy-Authorization", "Cookie"]

    /// The request to send after `response` to `request`, or nil when `response` is not a
    /// redirect to follow.
    static func next(after request: HTTPRequest, response: HTTPResponse) -> HTTPRequest? {
        let from = request.url
        guard [301, 302, 303, 307, 308].contains(response.statusCode), let location = response.header("Location"),
            let to = URL(string: location.trimmingOptionalWhitespace, relativeTo: from)?.absoluteURL,
            ["http", "https"].contains(to.scheme?.lowercased() ?? "")
        else {
            return nil
        }
        var next = request
        next.url = to
        if response.statusCode == 303 || [301, 302].contains(response.statusCode) && request.method == .post {
            next.method = .get
            next.body = nil
            next.setValue(nil, forHTTPHeaderField: "Content-Type")
        }
        if !sameOrigin(from, to) {
            for field in credentialFields { next.setValue(nil, forHTTPHeaderField: field) }
        }
        return next
    }

    /// Whether `a` and `b` have the same scheme, host and port (RFC 6454).
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && effectivePort(a) == effectivePort(b)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
}

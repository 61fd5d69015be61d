import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport a ``NetworkClient`` uses unless told otherwise: ``PlainHTTPTransport`` for
/// `http://` (json-server, loopback servers, `--api http://…`), ``URLSessionTransport`` for
/// `https://`, and redirects followed here, the same way for both.
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
    private let plain: any HTTPTransport
    private let secure: any HTTPTransport

    /// Creates the transport; `https://` requests go through a URLSession with `configuration`.
    public init(configuration: URLSessionConfiguration = .ephemeral, maximumRedirects: Int = 5) {
        self.maximumRedirects = max(0, maximumRedirects)
        self.secure = URLSessionTransport(configuration: configuration, followsRedirects: false)
        #if canImport(Glibc)
            self.plain = PlainHTTPTransport()
        #else
            self.plain = secure
        #endif
    }

    public func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        var current = request
        var visited: Set<String> = []
        while true {
            guard let url = current.url else { throw .invalidURL("no URL") }
            visited.insert(url.absoluteString)
            let response = try await transport(for: url).send(current, maximumBodySize: maximumBodySize)
            guard let next = Redirect.next(after: current, response: response) else { return response }
            guard let nextURL = next.url, !visited.contains(nextURL.absoluteString) else {
                throw .transport(.tooManyRedirects, detail: "the redirects from \(request.url?.absoluteString ?? "?") loop")
            }
            guard visited.count <= maximumRedirects else {
                throw .transport(.tooManyRedirects, detail: "more than \(maximumRedirects) redirects from \(request.url?.absoluteString ?? "?")")
            }
            current = next
        }
    }

    private func transport(for url: URL) throws(NetworkError) -> any HTTPTransport {
        switch url.scheme?.lowercased() {
        case "http":
            return plain
        case "https":
            #if canImport(FoundationNetworking)
                // FoundationNetworking fails IPv6 literal hosts with an unknown error, which would be
                // retried (swift-corelibs-foundation #5496, fixed by #5498 after this toolchain).
                // Fail at once and say why instead.
                if url.host?.contains(":") == true {
                    throw .invalidURL("\(url.absoluteString): IPv6 address literals work over http:// only here; use a host name for https://")
                }
            #endif
            return secure
        default:
            throw .invalidURL(url.absoluteString)
        }
    }
}

/// What a redirect response asks for next.
enum Redirect {
    /// Header fields that carry credentials for the origin they were meant for.
    static let credentialFields = ["Authorization", "Proxy-Authorization", "Cookie"]

    /// The request to send after `response` to `request`, or nil when `response` is not a
    /// redirect to follow.
    static func next(after request: URLRequest, response: HTTPResponse) -> URLRequest? {
        guard [301, 302, 303, 307, 308].contains(response.statusCode), let location = response.header("Location"),
            let from = request.url, let to = URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: from)?.absoluteURL,
            ["http", "https"].contains(to.scheme?.lowercased() ?? "")
        else {
            return nil
        }
        var next = request
        next.url = to
        let method = request.httpMethod ?? "GET"
        if response.statusCode == 303 && method != "HEAD" || [301, 302].contains(response.statusCode) && method == "POST" {
            next.httpMethod = "GET"
            next.httpBody = nil
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

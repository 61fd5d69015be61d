import Network

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A transport that records every request and what answered it, for a replay to answer from
/// without a network. What could let someone in is never written: no request header at all
/// (an `Authorization` or a cookie lives there), no `Set-Cookie` or other credential among the
/// response's headers, no user info in a URL, and the values of query items whose names say
/// they are secrets are replaced.
final class RecordingTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let writer: SessionWriter
    private let clock: SessionClock

    init(_ base: any HTTPTransport, writer: SessionWriter, clock: SessionClock) {
        self.base = base
        self.writer = writer
        self.clock = clock
    }

    func send(_ request: HTTPRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        let url = Self.shareable(request.url)
        let body = request.body.map { String(decoding: $0, as: UTF8.self) }
        do {
            let response = try await base.send(request, maximumBodySize: maximumBodySize)
            let text = String(validating: response.body, as: UTF8.self)
            let exchange = SessionExchange(
                method: request.method.rawValue, url: url, body: body, status: response.statusCode, headers: Self.shareable(response.headers),
                response: text.map { .text($0) } ?? .bytes([UInt8](response.body)), error: nil)
            writer.enqueue(.event(SessionEvent(time: clock.seconds(), kind: .http(exchange))))
            return response
        } catch {
            let exchange = SessionExchange(
                method: request.method.rawValue, url: url, body: body, status: nil, headers: [:], response: nil, error: error.sessionText)
            writer.enqueue(.event(SessionEvent(time: clock.seconds(), kind: .http(exchange))))
            throw error
        }
    }

    /// Response headers that say who someone is or let them in.
    static let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie", "set-cookie2", "www-authenticate"]
    /// Words that make a query item's value a secret.
    static let secretQueryWords = ["token", "key", "secret", "password", "auth", "session", "signature"]

    /// Headers with their names lowercased, without the secret ones.
    static func shareable(_ headers: [String: String]) -> [String: String] {
        var kept: [String: String] = [:]
        for (name, value) in headers {
            let lowered = name.lowercased()
            guard !secretHeaders.contains(lowered) else { continue }
            kept[lowered] = value
        }
        return kept
    }

    /// The URL without user info, and with secret query values replaced.
    static func shareable(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "" }
        components.user = nil
        components.password = nil
        components.queryItems = components.queryItems?.map { item in
            let name = item.name.lowercased()
            guard secretQueryWords.contains(where: name.contains) else { return item }
            return URLQueryItem(name: item.name, value: "REDACTED")
        }
        return components.string ?? ""
    }
}

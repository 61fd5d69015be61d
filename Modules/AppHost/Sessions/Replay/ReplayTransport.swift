import Network

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Answers the replayed app's requests from the recording, with no network: the first unused
/// exchange of the same method, URL and body. A request the recording never made fails as a
/// refused connection, and is a difference.
final class ReplayTransport: HTTPTransport {
    private let supplies: ReplaySupplies

    init(supplies: ReplaySupplies) {
        self.supplies = supplies
    }

    func send(_ request: HTTPRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        let body = request.body.map { String(decoding: $0, as: UTF8.self) }
        guard let exchange = supplies.exchange(method: request.method.rawValue, url: Self.recordedForm(request.url), body: body) else {
            throw NetworkError.transport(.connectionRefused, detail: "not in the recording")
        }
        if let error = exchange.error { throw NetworkError.transport(.connectionLost, detail: error) }
        let bytes: [UInt8]
        switch exchange.response {
        case .text(let text)?: bytes = Array(text.utf8)
        case .bytes(let data)?: bytes = data
        case nil: bytes = []
        }
        return HTTPResponse(statusCode: exchange.status ?? 200, headers: exchange.headers, body: Data(bytes))
    }

    /// The URL as the recorder writes it (no user info).
    static func recordedForm(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        components.user = nil
        components.password = nil
        return components.string ?? url.absoluteString
    }
}

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
        // The URL as the recorder wrote it: no user info, secret query values replaced.
        guard let exchange = supplies.exchange(method: request.method.rawValue, url: RecordingTransport.shareable(request.url), body: body) else {
            throw NetworkError.transport(.connectionRefused, detail: "not in the recording")
        }
        if let error = exchange.error { throw NetworkError(sessionText: error) ?? .transport(.connectionLost, detail: error) }
        let bytes: [UInt8]
        switch exchange.response {
        case .text(let text)?: bytes = Array(text.utf8)
        case .bytes(let data)?: bytes = data
        case nil: bytes = []
        }
        return HTTPResponse(statusCode: exchange.status ?? 200, headers: exchange.headers, body: Data(bytes))
    }

}

/// Sends one request and returns the whole response: the client's own HTTP/1.1, the offline
/// backend, a test double.
///
/// A transport reports failures as ``NetworkError`` (transport, TLS, timeout, cancelled,
/// responseTooLarge); HTTP statuses are not errors at this level. It honours task cancellation.
public protocol HTTPTransport: Sendable {
    /// Sends `request`, accepting at most `maximumBodySize` bytes of body.
    func send(_ request: HTTPRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse
}

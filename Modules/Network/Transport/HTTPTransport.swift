import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request and returns the whole response: URLSession, the offline backend, a test double.
///
/// A transport reports failures as ``NetworkError`` (transport, timeout, cancelled,
/// responseTooLarge); HTTP statuses are not errors at this level. It honours task cancellation.
public protocol HTTPTransport: Sendable {
    /// Sends `request`, accepting at most `maximumBodySize` bytes of body.
    func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse
}

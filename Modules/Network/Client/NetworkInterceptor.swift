import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sees every request before it is sent and every response after it arrives: adds headers,
/// logs, measures. Each attempt of a retried request passes through again.
public protocol NetworkInterceptor: Sendable {
    /// The request to send instead of `request`.
    func prepare(_ request: URLRequest) async throws(NetworkError) -> URLRequest
    /// Called with each response, successful or not, before it is decoded.
    func didReceive(_ response: HTTPResponse, for request: URLRequest) async
    /// Called with each failed attempt.
    func didFail(_ error: NetworkError, for request: URLRequest) async
}

extension NetworkInterceptor {
    public func prepare(_ request: URLRequest) async throws(NetworkError) -> URLRequest { request }
    public func didReceive(_ response: HTTPResponse, for request: URLRequest) async {}
    public func didFail(_ error: NetworkError, for request: URLRequest) async {}
}

/// Adds fixed header fields to every request, such as `Accept` or an API key.
public struct HeaderInterceptor: NetworkInterceptor {
    public var headers: [String: String]

    /// Adds `headers` to every request, replacing fields of the same name.
    public init(_ headers: [String: String]) {
        self.headers = headers
    }

    public func prepare(_ request: URLRequest) async throws(NetworkError) -> URLRequest {
        var request = request
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }
}

/// Reports each request's outcome as one line to a closure (a logger, a debug view).
public struct LoggingInterceptor: NetworkInterceptor {
    private let log: @Sendable (String) -> Void

    /// Logs through `log`.
    public init(_ log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    public func didReceive(_ response: HTTPResponse, for request: URLRequest) async {
        log("\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "?") → \(response.statusCode), \(response.body.count) bytes")
    }

    public func didFail(_ error: NetworkError, for request: URLRequest) async {
        log("\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "?") failed: \(error)")
    }
}

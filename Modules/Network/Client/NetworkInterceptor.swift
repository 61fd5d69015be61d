#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sees every request before it is sent and every response after it arrives: adds headers,
/// logs, measures. Each attempt of a retried request passes through again.
public protocol NetworkInterceptor: Sendable {
    /// The request to send instead of `request`.
    func prepare(_ request: HTTPRequest) async throws(NetworkError) -> HTTPRequest
    /// Called with each response, successful or not, before it is decoded.
    func didReceive(_ response: HTTPResponse, for request: HTTPRequest) async
    /// Called with each failed attempt.
    func didFail(_ error: NetworkError, for request: HTTPRequest) async
}

extension NetworkInterceptor {
    public func prepare(_ request: HTTPRequest) async throws(NetworkError) -> HTTPRequest { request }
    public func didReceive(_ response: HTTPResponse, for request: HTTPRequest) async {}
    public func didFail(_ error: NetworkError, for request: HTTPRequest) async {}
}

/// Adds fixed header fields to every request, such as `Accept` or an API key.
public struct HeaderInterceptor: NetworkInterceptor {
    public var headers: [String: String]

    /// Adds `headers` to every request, replacing fields of the same name.
    public init(_ headers: [String: String]) {
        self.headers = headers
    }

    public func prepare(_ request: HTTPRequest) async throws(NetworkError) -> HTTPRequest {
        var request = request
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }
}

/// Reports each request's outcome as one line to a closure (a logger, a debug view).
///
/// Credentials in URLs (`user:password@`) are shown as `***@`, and the line is sanitised like
/// error text, so it is safe to print.
public struct LoggingInterceptor: NetworkInterceptor {
    private let log: @Sendable (String) -> Void

    /// Logs through `log`.
    public init(_ log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    public func didReceive(_ response: HTTPResponse, for request: HTTPRequest) async {
        log(ErrorText.sanitize("\(request.method.rawValue) \(Self.redacted(request.url)) → \(response.statusCode), \(response.body.count) bytes"))
    }

    public func didFail(_ error: NetworkError, for request: HTTPRequest) async {
        log(ErrorText.sanitize("\(request.method.rawValue) \(Self.redacted(request.url)) failed: \(error)"))
    }

    /// `url` with its user and password replaced by `***`.
    static func redacted(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.user != nil || components.password != nil
        else {
            return url.absoluteString
        }
        components.password = nil
        components.percentEncodedUser = "***"
        return components.string ?? "(a URL with credentials)"
    }
}

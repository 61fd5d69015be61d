import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests over HTTP with URLSession (FoundationNetworking on Linux); ``StandardTransport``
/// uses it for `https://`.
///
/// The body is received as it streams in, so a response over the size limit is cut off as
/// soon as it passes the limit rather than after it has all been downloaded. Cancelling the
/// calling task cancels the HTTP request. When it follows redirects itself, credentials
/// (`Authorization`, `Cookie`) are not sent on to another origin.
///
/// Known FoundationNetworking limits it cannot route around (``PlainHTTPTransport`` does, for
/// `http://`): a server that closes after the status line crashes the process
/// (swift-corelibs-foundation #5285); IPv6 literal hosts fail (#5496); libcurl inflates any
/// content coding the server sends, even after `Accept-Encoding: identity`, so a hostile server
/// can still send a decompression bomb.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate: SessionDelegate

    /// Creates a transport on an ephemeral session (no cookies or cache kept on disk);
    /// `followsRedirects: false` hands 3xx responses back to the caller.
    public init(configuration: URLSessionConfiguration = .ephemeral, followsRedirects: Bool = true) {
        let delegate = SessionDelegate(followsRedirects: followsRedirects)
        self.delegate = delegate
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        guard !Task.isCancelled else { throw .cancelled }
        var request = request
        // libcurl counts whole seconds (0.5 s would fire at once, 1.9 s at 1 s): round up so its
        // limit is never the shorter one; NetworkClient enforces the exact limit.
        request.timeoutInterval = request.timeoutInterval.rounded(.up)
        // Ask for the body as is; see the type's note on what libcurl still inflates.
        if request.value(forHTTPHeaderField: "Accept-Encoding") == nil {
            request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        }
        let task = session.dataTask(with: request)
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                    delegate.register(task: task, limit: maximumBodySize, continuation: continuation)
                    task.resume()
                }
            } onCancel: {
                task.cancel()
            }
        } catch let error as NetworkError {
            throw error
        } catch {
            throw .transport(.other, detail: "\(error)")
        }
    }
}

/// Collects each task's response and body and resumes its caller when the task ends.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: all mutable state is inside the mutex; URLSession calls in from its own queue.
    private struct Pending {
        var continuation: CheckedContinuation<HTTPResponse, any Error>
        var limit: Int
        var timeoutInterval: TimeInterval
        var response: HTTPURLResponse?
        var body = Data()
        var failure: NetworkError?
    }

    private let pending = Mutex<[Int: Pending]>([:])
    private let followsRedirects: Bool

    init(followsRedirects: Bool) {
        self.followsRedirects = followsRedirects
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard followsRedirects else {
            completionHandler(nil)
            return
        }
        // FoundationNetworking copies every header of the original request into `request`,
        // Authorization and Cookie included, whatever the new origin.
        var next = request
        if let from = task.currentRequest?.url ?? task.originalRequest?.url, let to = request.url, !Redirect.sameOrigin(from, to) {
            for field in Redirect.credentialFields { next.setValue(nil, forHTTPHeaderField: field) }
        }
        completionHandler(next)
    }

    func register(task: URLSessionTask, limit: Int, continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let timeout = task.originalRequest?.timeoutInterval ?? 60
        pending.withLock { $0[task.taskIdentifier] = Pending(continuation: continuation, limit: limit, timeoutInterval: timeout) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        let tooLarge = pending.withLock { state -> Bool in
            guard var entry = state[dataTask.taskIdentifier] else { return false }
            entry.response = http
            let declared = response.expectedContentLength
            if declared > Int64(entry.limit) { entry.failure = .responseTooLarge(limit: entry.limit) }
            state[dataTask.taskIdentifier] = entry
            return entry.failure != nil
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = pending.withLock { state -> Bool in
            guard var entry = state[dataTask.taskIdentifier], entry.failure == nil else { return false }
            if entry.body.count + data.count > entry.limit {
                entry.failure = .responseTooLarge(limit: entry.limit)
                entry.body = Data()
            } else {
                entry.body.append(data)
            }
            state[dataTask.taskIdentifier] = entry
            return entry.failure != nil
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = entry.failure {
            entry.continuation.resume(throwing: failure)
            return
        }
        // A body shorter than its Content-Length was cut off, whatever the system calls it
        // (FoundationNetworking reports an unknown error for it). With a Content-Encoding the
        // length counts encoded bytes and the body holds decoded ones, so they cannot be compared
        // (libcurl inflates; Darwin reports -1 there, see swift-corelibs-foundation #2108).
        if entry.response?.value(forHTTPHeaderField: "Content-Encoding") == nil,
            let declaredLength = entry.response?.expectedContentLength, declaredLength >= 0,
            Int64(entry.body.count) < declaredLength, (error as? URLError)?.code != .cancelled
        {
            entry.continuation.resume(
                throwing: NetworkError.transport(
                    .connectionLost, detail: "the body ended after \(entry.body.count) of \(declaredLength) bytes"))
            return
        }
        if let error {
            entry.continuation.resume(throwing: Self.networkError(error, timeout: entry.timeoutInterval))
            return
        }
        guard let response = entry.response else {
            entry.continuation.resume(throwing: NetworkError.transport(.other, detail: "no HTTP response"))
            return
        }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        entry.continuation.resume(returning: HTTPResponse(statusCode: response.statusCode, headers: headers, body: entry.body))
    }

    private static func networkError(_ error: any Error, timeout: TimeInterval) -> NetworkError {
        guard let urlError = error as? URLError else { return .transport(.other, detail: "\(error)") }
        let detail = urlError.localizedDescription
        switch urlError.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timeout(seconds: timeout)
        case .cannotConnectToHost: return .transport(.connectionRefused, detail: detail)
        case .cannotFindHost, .dnsLookupFailed: return .transport(.hostNotFound, detail: detail)
        case .networkConnectionLost: return .transport(.connectionLost, detail: detail)
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return .transport(.tooManyRedirects, detail: detail)
        case .badServerResponse, .cannotDecodeContentData, .cannotParseResponse: return .transport(.invalidResponse, detail: detail)
        case .notConnectedToInternet: return .transport(.notConnected, detail: detail)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .transport(.secureConnectionFailed, detail: detail)
        default:
            return .transport(.other, detail: "\(detail) (URLError \(urlError.code.rawValue))")
        }
    }
}

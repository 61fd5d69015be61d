#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sends typed ``Endpoint``s to an API and decodes their responses, failing only with
/// ``NetworkError``.
///
/// Each attempt has a time limit, enforced here rather than by the transport, and the whole call
/// stays within the retry policy's `maxTotalTime`; cancelling the calling task cancels the HTTP
/// request (a request cancelled while it waits for its turn is never sent); failed idempotent
/// requests are retried by the ``RetryPolicy``; bodies over the size limit are refused;
/// interceptors see every attempt. At most `maximumConcurrentRequests` requests of one client
/// are in flight at once; time spent waiting for a turn does not count against a time limit.
public struct NetworkClient: Sendable {
    /// How the client behaves.
    public struct Options: Sendable {
        /// The time limit of one attempt, from sending to the last byte of the body, to the millisecond.
        public var timeout: Duration = .seconds(15)
        /// How many requests of this client may be in flight at once; more wait their turn.
        public var maximumConcurrentRequests = 6
        public var retry = RetryPolicy()
        /// The largest body accepted, in bytes.
        public var maximumResponseSize = 8 * 1024 * 1024
        public var interceptors: [any NetworkInterceptor] = []
        /// Waits between retries; tests replace it to record the waits instead of waiting.
        public var sleep: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
        /// The random numbers for jitter, in 0..<1.
        public var random: @Sendable () -> Double = { Double.random(in: 0..<1) }

        /// The default options.
        public init() {}
    }

    public let baseURL: URL
    public let transport: any HTTPTransport
    public let options: Options
    private let gate: RequestGate

    /// Creates a client for the API at `baseURL`, over ``StandardTransport`` (its own HTTP/1.1 for
    /// both `http://` and `https://`) unless another transport is given.
    public init(baseURL: URL, transport: any HTTPTransport = StandardTransport(), options: Options = Options()) {
        self.baseURL = baseURL
        self.transport = transport
        self.options = options
        self.gate = RequestGate(limit: options.maximumConcurrentRequests)
    }

    /// Sends `endpoint` and returns its decoded response.
    public func request<E: Endpoint>(_ endpoint: E) async throws(NetworkError) -> E.Response {
        guard let request = endpoint.request(baseURL: baseURL) else { throw .invalidURL(endpoint.path) }
        var started: ContinuousClock.Instant?
        var attempt = 1
        while true {
            try await gate.enter()
            let result: Result<E.Response, AttemptError>
            do throws(AttemptError) {
                guard !Task.isCancelled else { throw AttemptError(failure: .cancelled, retryAfter: nil) }
                let begun = started ?? ContinuousClock.now
                started = begun
                let remaining = options.retry.maxTotalTime - (ContinuousClock.now - begun)
                guard remaining > .zero else {
                    throw AttemptError(failure: .timeout(seconds: options.retry.maxTotalTime.seconds), retryAfter: nil)
                }
                result = .success(try await send(endpoint, request, timeLimit: min(options.timeout, remaining)))
            } catch {
                result = .failure(error)
            }
            gate.leave()
            let error: AttemptError
            switch result {
            case .success(let response): return response
            case .failure(let failed): error = failed
            }
            let failure = error.failure
            guard failure.isTransient, endpoint.method.isIdempotent, attempt < options.retry.maxAttempts, let started else {
                throw failure
            }
            // A Retry-After shorter than the backoff (0, or a date in the past) does not make
            // the client retry sooner: every client told "0" would come back in step.
            let backoff = options.retry.delay(afterAttempt: attempt, random: options.random())
            let delay = max(error.retryAfter ?? .zero, backoff)
            guard ContinuousClock.now - started + delay < options.retry.maxTotalTime else { throw failure }
            do {
                try await options.sleep(delay)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    /// One attempt: interceptors, the transport under the time limit, status and decoding.
    private func send<E: Endpoint>(
        _ endpoint: E, _ original: HTTPRequest, timeLimit: Duration
    ) async throws(AttemptError) -> E.Response {
        var request = original
        do {
            guard !Task.isCancelled else { throw NetworkError.cancelled }
            for interceptor in options.interceptors { request = try await interceptor.prepare(request) }
            let response = try await send(request, timeLimit: timeLimit)
            for interceptor in options.interceptors { await interceptor.didReceive(response, for: request) }
            guard response.isSuccess else {
                throw AttemptError(
                    failure: .httpStatus(code: response.statusCode, bodyExcerpt: Self.excerpt(response.body, length: 200)),
                    retryAfter: RetryAfter.parse(response.header("Retry-After")))
            }
            do {
                return try endpoint.decode(response)
            } catch {
                throw NetworkError.decoding(
                    type: String(describing: E.Response.self), codingPath: ErrorText.sanitize(Self.codingPath(of: error)),
                    reason: ErrorText.sanitize(Self.reason(of: error)), payloadSnippet: Self.excerpt(response.body, length: 120))
            }
        } catch let attemptError as AttemptError {
            for interceptor in options.interceptors { await interceptor.didFail(attemptError.failure, for: request) }
            throw attemptError
        } catch {
            let failure = error as? NetworkError ?? .transport(.other, detail: "\(error)")
            for interceptor in options.interceptors { await interceptor.didFail(failure, for: request) }
            throw AttemptError(failure: failure, retryAfter: nil)
        }
    }

    /// The transport's answer, or `.timeout` when `timeLimit` passes first (the transport's task
    /// is then cancelled).
    private func send(_ request: HTTPRequest, timeLimit timeout: Duration) async throws(NetworkError) -> HTTPResponse {
        let transport = self.transport
        let limit = options.maximumResponseSize
        do {
            return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
                group.addTask { try await transport.send(request, maximumBodySize: limit) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let response = first else {
                    throw NetworkError.timeout(seconds: timeout.seconds)
                }
                return response
            }
        } catch let error as NetworkError {
            throw error
        } catch {
            throw .cancelled
        }
    }

    /// The start of a body as text, sanitised (``ErrorText``), for messages and logs.
    static func excerpt(_ body: Data, length: Int) -> String {
        var result = ErrorText.sanitize(String(decoding: body.prefix(length * 4), as: UTF8.self))
        if result.count > length { result = String(result.prefix(length)) + "…" }
        return result
    }

    private static func codingPath(of error: any Error) -> String {
        let path: [any CodingKey] =
            switch error as? DecodingError {
            case .keyNotFound(let key, let context)?: context.codingPath + [key]
            case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?: context.codingPath
            default: []
            }
        return path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".")
    }

    private static func reason(of error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: "missing key \"\(key.stringValue)\""
        case .typeMismatch(let type, let context)?: "expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, _)?: "expected \(type), found null"
        case .dataCorrupted(let context)?: context.debugDescription
        default: "\(error)"
        }
    }
}

/// A failed attempt, with the server's `Retry-After` wait when it gave one.
private struct AttemptError: Error {
    var failure: NetworkError
    var retryAfter: Duration?
}

extension Error {
    fileprivate var failure: NetworkError { (self as? AttemptError)?.failure ?? .transport(.other, detail: "\(self)") }
    fileprivate var retryAfter: Duration? { (self as? AttemptError)?.retryAfter }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}

#if canImport(Glibc)
    import Foundation
    import Synchronization
    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// Sends `http://` requests over an HTTP/1.1 connection of its own (POSIX sockets, one
    /// connection per request), without FoundationNetworking.
    ///
    /// It exists because FoundationNetworking (libcurl) on this platform can be crashed or misled by
    /// the server, and the app talks to servers it does not control (`--api`):
    /// - a status line followed by a close traps the process ("Transfer completed, but there's no
    ///   response", swift-corelibs-foundation #5285, fixed upstream by #5286 after this toolchain);
    /// - IPv6 literal hosts (`http://[::1]:3000`) fail with an unknown error (#5496, fixed by #5498);
    /// - it asks for gzip, br and zstd and inflates whatever comes before any size check can stop it.
    ///
    /// This transport asks for `identity` and refuses a body in any other content coding (it cannot
    /// inflate, so a decompression bomb costs nothing); counts the body against the size limit as it
    /// arrives; answers cancellation at once, and a request cancelled before its connection is up is
    /// never sent; treats broken framing (bad chunks, oversized or malformed headers) as an invalid
    /// response, not as a lost connection worth retrying. It does not follow redirects (see
    /// ``StandardTransport``). Each request runs on its own thread, so blocking socket calls never
    /// hold a thread of the concurrency pool.
    public final class PlainHTTPTransport: HTTPTransport {
        /// How long the connection may stay silent before the request fails as timed out; the
        /// client's own time limit is normally shorter.
        public let idleLimit: Duration

        /// Creates a transport whose connections give up after `idleLimit` of silence.
        public init(idleLimit: Duration = .seconds(60)) {
            self.idleLimit = idleLimit
        }

        public func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
            guard !Task.isCancelled else { throw .cancelled }
            guard let canceller = ConnectionCanceller() else {
                throw .transport(.other, detail: "no file descriptors left for a connection")
            }
            let outcome = Outcome()
            let idleLimit = self.idleLimit
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) in
                    outcome.wait(with: continuation)
                    Thread {
                        let result = HTTPExchange.run(request, maximumBodySize: maximumBodySize, canceller: canceller, idleLimit: idleLimit)
                        canceller.invalidate()
                        outcome.finish(result)
                    }.start()
                }
            } onCancel: {
                canceller.cancel()
                outcome.finish(.failure(.cancelled))
            }
            return try result.get()
        }
    }

    /// The result of one exchange, delivered once: by the exchange's thread or by cancellation,
    /// whichever comes first, whether or not the caller is waiting yet.
    private final class Outcome: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>?
            var early: Result<HTTPResponse, NetworkError>?
            var delivered = false
        }

        private let state = Mutex(State())

        func wait(with continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) {
            let early = state.withLock { state -> Result<HTTPResponse, NetworkError>? in
                guard let early = state.early else {
                    state.continuation = continuation
                    return nil
                }
                state.delivered = true
                return early
            }
            if let early { continuation.resume(returning: early) }
        }

        func finish(_ result: Result<HTTPResponse, NetworkError>) {
            let waiting = state.withLock { state -> CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>? in
                guard !state.delivered, state.early == nil else { return nil }
                guard let continuation = state.continuation else {
                    state.early = result
                    return nil
                }
                state.delivered = true
                state.continuation = nil
                return continuation
            }
            waiting?.resume(returning: result)
        }
    }
#endif

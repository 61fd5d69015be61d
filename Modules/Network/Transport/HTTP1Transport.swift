import Synchronization
import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sends `http://` and `https://` requests over HTTP/1.1 connections of its own: POSIX sockets,
/// and for `https://` TLS from the system's OpenSSL, loaded on the first such request.
///
/// One implementation for both schemes, so what it guarantees holds for both: it asks for
/// `identity` and refuses a body in any other content coding (it cannot inflate, so a
/// decompression bomb costs nothing); counts the body against the size limit as it arrives,
/// into one growing buffer; answers cancellation at once, and a request cancelled before its
/// connection is up is never sent; treats broken framing (bad chunks, oversized or malformed
/// headers) as an invalid response, not as a lost connection worth retrying; reports a refused
/// certificate as a typed ``NetworkError/tls(_:detail:)``. Proxies are taken from the
/// environment as curl takes them (``ProxySettings``), CONNECT for `https://`. Name lookup and connecting share a
/// connect timeout. Finished connections are kept alive, a few per origin, for the next
/// request. It does not follow redirects (see ``StandardTransport``). Each request runs on its
/// own thread, so blocking socket calls and name lookups never hold a thread of the
/// concurrency pool.
public final class HTTP1Transport: HTTPTransport {
    /// How long the connection may stay silent before the request fails as timed out; the
    /// client's own time limit is normally shorter.
    public let idleLimit: Duration
    /// How long name lookup and connecting (every address tried) may take together.
    public let connectTimeout: Duration
    /// How long one exchange may take from the request's first byte to the response's last,
    /// however the server paces them: it ends every wait on the socket, a silent server's and a
    /// TLS record stream's with no response bytes in it, as well as the reading between them.
    public let exchangeLimit: Duration
    let pool: ConnectionPool
    private let tls: TLSContextProvider
    private let proxies: ProxySettings

    /// How long a finished connection is kept for the next request before it is closed.
    public let idleConnectionLifetime: Duration

    /// The default ``idleConnectionLifetime``: 118 s, as curl keeps its connections, which is
    /// under the 120 s many servers and load balancers allow an idle connection, so the client
    /// lets go first instead of reusing what the server is closing.
    public static let defaultIdleConnectionLifetime = Duration.seconds(118)

    /// Creates a transport; `maximumIdleConnectionsPerHost` idle connections are kept per
    /// origin, each for `idleConnectionLifetime`. `connectTimeout` bounds everything before the
    /// request is sent: name lookup, TCP connect, a proxy's tunnel and the TLS handshake.
    public convenience init(
        idleLimit: Duration = .seconds(60), connectTimeout: Duration = .seconds(10), tls: TLSConfiguration = TLSConfiguration(),
        proxies: ProxySettings = .fromEnvironment(), maximumIdleConnectionsPerHost: Int = 2,
        idleConnectionLifetime: Duration = defaultIdleConnectionLifetime, exchangeLimit: Duration = .seconds(120)
    ) {
        self.init(
            idleLimit: idleLimit, connectTimeout: connectTimeout, tls: tls, proxies: proxies, maximumIdleConnectionsPerHost: maximumIdleConnectionsPerHost,
            idleConnectionLifetime: idleConnectionLifetime, exchangeLimit: exchangeLimit, poolClock: MonotonicPoolClock())
    }

    /// A transport whose pool of idle connections keeps time by `poolClock`: a test moves its own
    /// clock past ``idleConnectionLifetime`` instead of waiting it out.
    init(
        idleLimit: Duration, connectTimeout: Duration, tls: TLSConfiguration, proxies: ProxySettings, maximumIdleConnectionsPerHost: Int,
        idleConnectionLifetime: Duration, exchangeLimit: Duration, poolClock: any ConnectionPoolClock
    ) {
        self.exchangeLimit = exchangeLimit
        self.proxies = proxies
        self.idleLimit = idleLimit
        self.connectTimeout = connectTimeout
        self.idleConnectionLifetime = idleConnectionLifetime
        self.pool = ConnectionPool(maximumIdlePerOrigin: maximumIdleConnectionsPerHost, lifetime: idleConnectionLifetime, clock: poolClock)
        self.tls = TLSContextProvider(configuration: tls)
    }

    public func send(_ request: HTTPRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        guard !Task.isCancelled else { throw .cancelled }
        guard let canceller = ConnectionCanceller() else {
            throw .transport(.other, detail: "no file descriptors left for a connection")
        }
        let outcome = Outcome()
        let settings = ExchangeSettings(
            maximumBodySize: maximumBodySize, idleLimit: idleLimit, connectTimeout: connectTimeout, exchangeLimit: exchangeLimit, pool: pool, tls: tls,
            proxies: proxies)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) in
                outcome.wait(with: continuation)
                let started = ThreadStarter.start(name: "http-exchange") {
                    // OpenSSL writes with write(2), which takes no no-signal flag: a reset peer must
                    // not kill the process (a no-op where sockets carry SO_NOSIGPIPE).
                    BrokenPipe.blockOnThisThread()
                    defer { BrokenPipe.discardPending() }
                    let result = HTTPExchange.run(request, settings: settings, canceller: canceller)
                    canceller.invalidate()
                    outcome.finish(result)
                }
                if !started {
                    canceller.invalidate()
                    outcome.finish(.failure(.transport(.other, detail: "the system would not start a thread for the request")))
                }
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

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an exchange needs beyond the request: its limits and the transport's shared pieces.
struct ExchangeSettings: Sendable {
    var maximumBodySize: Int
    var idleLimit: Duration
    var connectTimeout: Duration
    /// How long the whole exchange may take, heads and body, however the bytes trickle in.
    var exchangeLimit: Duration = .seconds(120)
    var pool: ConnectionPool
    var tls: TLSContextProvider
    var proxies: ProxySettings
}

/// One request and its response over a kept-alive or a fresh connection, run synchronously
/// on its own thread.
enum HTTPExchange {
    /// Header fields the exchange writes itself; the request's own values for them are ignored.
    private static let managedFields: Set<String> = [
        "host", "content-length", "connection", "transfer-encoding", "accept-encoding", "te", "upgrade", "keep-alive",
        "expect", "proxy-connection",
    ]

    static func run(_ request: HTTPRequest, settings: ExchangeSettings, canceller: ConnectionCanceller) -> Result<HTTPResponse, NetworkError> {
        do throws(NetworkError) {
            let target = try Target(request.url)
            let proxy = try settings.proxies.proxy(for: request.url).map { url throws(NetworkError) in try Proxy(url) }
            // Plain requests through a proxy name their whole URL; tunnelled ones do not.
            let forwarded = proxy != nil && !target.isSecure
            let bytes = requestBytes(request, target: target, absoluteForm: forwarded, proxyAuthorization: forwarded ? proxy?.authorization : nil)
            let origin = target.origin + (proxy.map { " via \($0.target.origin)" } ?? "")
            // A kept-alive connection the server closed just as it was reused fails before any
            // answer; an idempotent request then goes once more, on a fresh connection.
            var pooled = settings.pool.take(origin: origin)
            while true {
                let reused = pooled != nil
                let connection: PooledConnection
                if let idle = pooled {
                    connection = idle
                    pooled = nil
                } else {
                    connection = try open(target, origin: origin, through: proxy, settings: settings, canceller: canceller)
                }
                connection.stream.socket.canceller = canceller
                // The last moment to honour a cancellation without the server seeing anything.
                guard !canceller.isCancelled else { throw .cancelled }
                var answered = false
                do throws(NetworkError) {
                    return .success(try exchange(bytes, request, to: target, on: connection, settings: settings, answered: &answered))
                } catch {
                    guard reused, !answered, request.method.isIdempotent, case .transport(.connectionLost, _) = error else { throw error }
                }
            }
        } catch {
            return .failure(error)
        }
    }

    private static func open(
        _ target: Target, origin: String, through proxy: Proxy?, settings: ExchangeSettings, canceller: ConnectionCanceller
    ) throws(NetworkError) -> PooledConnection {
        // Loaded before connecting: without TLS, an https:// request has nothing to send.
        var context: TLSContext?
        if target.isSecure {
            do throws(TLSLoadFailure) {
                context = try settings.tls.context()
            } catch {
                throw .tls(.libraryUnavailable, detail: error.detail)
            }
        }
        let peer = proxy?.target ?? target
        let socket: SocketConnection
        do throws(StreamFailure) {
            socket = try SocketConnection(
                host: peer.host, port: peer.port, canceller: canceller, connectTimeout: settings.connectTimeout, idleLimit: settings.idleLimit)
        } catch {
            throw networkError(error, target: peer, settings: settings)
        }
        // The connect timeout governs the whole setup: lookup, TCP, the proxy's tunnel and
        // the TLS handshake; the idle limit only takes over once requests flow.
        defer { socket.finishConnecting() }
        guard let context else { return PooledConnection(origin: origin, stream: socket) }
        if let proxy { try tunnel(to: target, through: proxy, on: socket, settings: settings) }
        do throws(StreamFailure) {
            return PooledConnection(origin: origin, stream: try TLSStream(socket: socket, host: target.host, context: context))
        } catch {
            throw networkError(error, target: target, settings: settings)
        }
    }

    /// Sends `bytes` on `connection` and reads the response; gives the connection back to the
    /// pool when it can carry another request. `answered` turns true with the first byte back.
    private static func exchange(
        _ bytes: [UInt8], _ request: HTTPRequest, to target: Target, on connection: PooledConnection, settings: ExchangeSettings,
        answered: inout Bool
    ) throws(NetworkError) -> HTTPResponse {
        let stream = connection.stream
        // One deadline from the request's first byte to the response's last. It ends every
        // wait on the socket, so a server that stops reading, a silent one, or a TLS stream of
        // records with no response bytes in them ends at it; and it is checked before every
        // read, so a request cancelled or out of time stops reading and parsing even while the
        // server keeps the socket busy.
        let deadline = ContinuousClock.now.advanced(by: settings.exchangeLimit)
        stream.socket.exchangeDeadline = deadline
        defer { stream.socket.exchangeDeadline = nil }
        do throws(StreamFailure) {
            try stream.write(bytes)
        } catch {
            throw networkError(error, target: target, settings: settings)
        }
        let canceller = stream.socket.canceller
        var reader = HTTPResponseReader { () throws(NetworkError) -> [UInt8] in
            guard !canceller.isCancelled else { throw .cancelled }
            guard ContinuousClock.now < deadline else { throw .timeout(seconds: settings.exchangeLimit.seconds) }
            do throws(StreamFailure) {
                return try stream.read(maximum: 64 * 1024)
            } catch {
                throw networkError(error, target: target, settings: settings)
            }
        }
        defer { answered = reader.hasReceived }
        let method = request.method.rawValue
        let head = try reader.readHead()
        if HTTPResponseReader.hasBody(head, method: method) {
            let codings = head.values("content-encoding").flatMap { $0.split(separator: ",") }
                .map { $0.trimmingOptionalWhitespace.lowercased() }.filter { !$0.isEmpty && $0 != "identity" }
            guard codings.isEmpty else {
                // Asked for identity; inflating what was not asked for is how decompression
                // bombs get in, so the body is not read at all.
                throw .transport(.invalidResponse, detail: "the server sent a \(codings.joined(separator: ", ")) body though the client asked for identity")
            }
        }
        let body = try reader.readBody(of: head, method: method, limit: settings.maximumBodySize)
        // Gathered, then joined once: joining into the growing value field by field was
        // quadratic in a head of many fields of one name.
        var values: [String: [String]] = [:]
        for field in head.fields { values[field.name.asciiLowercased, default: []].append(field.value) }
        let headers = values.mapValues { $0.joined(separator: ", ") }
        if reader.canCarryAnotherResponse(after: head) { settings.pool.put(connection) }
        return HTTPResponse(statusCode: head.statusCode, headers: headers, body: body)
    }

    private static func requestBytes(_ request: HTTPRequest, target: Target, absoluteForm: Bool, proxyAuthorization: String?) -> [UInt8] {
        let method = request.method.rawValue
        let requestTarget = absoluteForm ? "http://\(target.hostField)\(target.path)" : target.path
        var head = "\(method) \(requestTarget) HTTP/1.1\r\nHost: \(target.hostField)\r\n"
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            guard !name.isEmpty, name.allSatisfy(\.isHeaderNameCharacter), !managedFields.contains(name.lowercased()) else { continue }
            // A line break in a value would let it add header fields of its own.
            let safeValue = String(value.map { $0 == "\r" || $0 == "\n" || $0 == "\0" ? " " : $0 })
            head += "\(name): \(safeValue)\r\n"
        }
        if let proxyAuthorization { head += "Proxy-Authorization: \(proxyAuthorization)\r\n" }
        let body = request.body ?? Data()
        if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) { head += "Content-Length: \(body.count)\r\n" }
        head += "Accept-Encoding: identity\r\n\r\n"
        return Array(head.utf8) + Array(body)
    }

    static func networkError(_ failure: StreamFailure, target: Target, settings: ExchangeSettings) -> NetworkError {
        switch failure {
        case .cancelled: return .cancelled
        case .hostNotFound(let detail): return .transport(.hostNotFound, detail: detail)
        case .cannotConnect(let error, let detail):
            let kind: NetworkError.TransportFailure = error.isRefused ? .connectionRefused : error.isUnreachable ? .notConnected : .other
            return .transport(kind, detail: "cannot connect to \(target.display): \(detail)")
        case .connectTimeout:
            return .transport(.connectTimeout, detail: "no connection to \(target.display) set up within \(settings.connectTimeout.seconds) s")
        case .lost(let detail): return .transport(.connectionLost, detail: detail)
        case .idle: return .timeout(seconds: settings.idleLimit.seconds)
        case .exchangeTimeout: return .timeout(seconds: settings.exchangeLimit.seconds)
        case .secure(let kind, let detail): return .tls(kind, detail: detail)
        }
    }
}

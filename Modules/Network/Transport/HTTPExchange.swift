#if canImport(Glibc)
    import Foundation
    import Glibc
    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// One request and its response over a fresh connection, run synchronously on its own thread.
    enum HTTPExchange {
        /// Header fields the exchange writes itself; the request's own values for them are ignored.
        private static let managedFields: Set<String> = [
            "host", "content-length", "connection", "transfer-encoding", "accept-encoding", "te", "upgrade", "keep-alive",
            "expect", "proxy-connection",
        ]

        static func run(
            _ request: URLRequest, maximumBodySize: Int, canceller: ConnectionCanceller, idleLimit: Duration
        ) -> Result<HTTPResponse, NetworkError> {
            do throws(NetworkError) {
                let target = try Target(request.url)
                let method = request.httpMethod ?? "GET"
                guard !method.isEmpty, method.allSatisfy(\.isHeaderNameCharacter) else { throw .invalidURL("method \(method)") }
                let connection: SocketConnection
                do {
                    connection = try SocketConnection(host: target.host, port: target.port, canceller: canceller, idleLimit: idleLimit)
                } catch {
                    throw networkError(error, target: target, idleLimit: idleLimit)
                }
                // The last moment to honour a cancellation without the server seeing anything.
                guard !canceller.isCancelled else { throw .cancelled }
                do {
                    try connection.write(requestBytes(request, method: method, target: target))
                } catch {
                    throw networkError(error, target: target, idleLimit: idleLimit)
                }
                var reader = HTTPResponseReader { () throws(NetworkError) -> [UInt8] in
                    do throws(SocketConnection.Failure) {
                        return try connection.read()
                    } catch {
                        throw networkError(error, target: target, idleLimit: idleLimit)
                    }
                }
                let head = try reader.readHead()
                let codings = head.values("content-encoding").flatMap { $0.split(separator: ",") }
                    .map { String($0).trimmingCharacters(in: CharacterSet.whitespaces).lowercased() }.filter { !$0.isEmpty && $0 != "identity" }
                guard codings.isEmpty else {
                    // Asked for identity; inflating what was not asked for is how decompression
                    // bombs get in, so the body is not read at all.
                    throw .transport(.invalidResponse, detail: "the server sent a \(codings.joined(separator: ", ")) body though the client asked for identity")
                }
                let body = try reader.readBody(of: head, method: method, limit: maximumBodySize)
                var headers: [String: String] = [:]
                for field in head.fields {
                    let name = field.name.lowercased()
                    headers[name] = headers[name].map { "\($0), \(field.value)" } ?? field.value
                }
                return .success(HTTPResponse(statusCode: head.statusCode, headers: headers, body: Data(body)))
            } catch {
                return .failure(error)
            }
        }

        /// Where a request goes: host (IPv6 without brackets), port and request target.
        struct Target {
            var host: String
            var port: Int
            var hostField: String
            var path: String
            var display: String

            init(_ url: URL?) throws(NetworkError) {
                guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                    components.scheme?.lowercased() == "http", let rawHost = components.host, !rawHost.isEmpty
                else {
                    throw .invalidURL(url?.absoluteString ?? "no URL")
                }
                // Foundation reports IPv6 literals with or without their brackets, depending on version.
                host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
                guard host.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") }) else {
                    throw .invalidURL(url.absoluteString)
                }
                port = components.port ?? 80
                guard (1...65535).contains(port) else { throw .invalidURL(url.absoluteString) }
                let bracketed = host.contains(":") ? "[\(host)]" : host
                hostField = components.port == nil ? bracketed : "\(bracketed):\(port)"
                let encodedPath = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
                path = encodedPath + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
                display = "\(bracketed):\(port)"
            }
        }

        private static func requestBytes(_ request: URLRequest, method: String, target: Target) -> [UInt8] {
            var head = "\(method) \(target.path) HTTP/1.1\r\nHost: \(target.hostField)\r\n"
            for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard !name.isEmpty, name.allSatisfy(\.isHeaderNameCharacter), !managedFields.contains(name.lowercased()) else { continue }
                // A line break in a value would let it add header fields of its own.
                let safeValue = String(value.map { $0 == "\r" || $0 == "\n" || $0 == "\0" ? " " : $0 })
                head += "\(name): \(safeValue)\r\n"
            }
            let body = request.httpBody ?? Data()
            if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) { head += "Content-Length: \(body.count)\r\n" }
            head += "Accept-Encoding: identity\r\nConnection: close\r\n\r\n"
            return Array(head.utf8) + Array(body)
        }

        private static func networkError(_ failure: SocketConnection.Failure, target: Target, idleLimit: Duration) -> NetworkError {
            switch failure {
            case .cancelled: return .cancelled
            case .hostNotFound(let detail): return .transport(.hostNotFound, detail: detail)
            case .cannotConnect(let code, let detail):
                let kind: NetworkError.TransportFailure =
                    switch code {
                    case ECONNREFUSED, ETIMEDOUT: .connectionRefused
                    case ENETUNREACH, EHOSTUNREACH, EADDRNOTAVAIL, EAFNOSUPPORT: .notConnected
                    default: .other
                    }
                return .transport(kind, detail: "cannot connect to \(target.display): \(detail)")
            case .lost(let detail): return .transport(.connectionLost, detail: detail)
            case .idle: return .timeout(seconds: idleLimit.seconds)
            }
        }
    }
#endif

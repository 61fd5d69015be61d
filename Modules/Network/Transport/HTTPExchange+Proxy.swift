#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension HTTPExchange {
    /// An HTTP proxy: where it listens and the credentials its URL carries.
    struct Proxy {
        var target: Target
        /// `Basic …` from the URL's `user:password@`, for `Proxy-Authorization`.
        var authorization: String?

        init(_ url: URL) throws(NetworkError) {
            guard url.scheme?.lowercased() == "http" else {
                throw .transport(.proxyFailed, detail: "unsupported proxy \(LoggingInterceptor.redacted(url)): only http:// proxies are supported")
            }
            target = try Target(url, defaultPort: 1080)
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            // Decoded once from the URL's own encoding, so `%40` in a password is an `@`.
            authorization = components?.percentEncodedUser.map { user in
                let password = components?.percentEncodedPassword ?? ""
                let decoded = [user, password].map { PercentEncoding.decode($0) ?? $0 }.joined(separator: ":")
                return "Basic " + Data(decoded.utf8).base64EncodedString()
            }
        }
    }

    /// Asks `proxy` for a tunnel to `target` with CONNECT; the TLS handshake then runs through it.
    static func tunnel(to target: Target, through proxy: Proxy, on socket: SocketConnection, settings: ExchangeSettings) throws(NetworkError) {
        var head = "CONNECT \(target.display) HTTP/1.1\r\nHost: \(target.display)\r\n"
        if let credentials = proxy.authorization { head += "Proxy-Authorization: \(credentials)\r\n" }
        head += "\r\n"
        do throws(StreamFailure) {
            try socket.write(Array(head.utf8))
        } catch {
            throw networkError(error, target: proxy.target, settings: settings)
        }
        var reader = HTTPResponseReader { () throws(NetworkError) -> [UInt8] in
            do throws(StreamFailure) {
                return try socket.read(maximum: 4096)
            } catch {
                throw networkError(error, target: proxy.target, settings: settings)
            }
        }
        let answer = try reader.readHead()
        guard (200..<300).contains(answer.statusCode) else {
            throw .transport(.proxyFailed, detail: "the proxy \(proxy.target.display) refused a tunnel to \(target.display) with HTTP \(answer.statusCode)")
        }
        guard reader.isDrained else {
            throw .transport(.proxyFailed, detail: "the proxy \(proxy.target.display) sent data before the tunnel was used")
        }
    }
}

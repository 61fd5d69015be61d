#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension HTTPExchange {
    /// Where a request goes: scheme, host (IPv6 without brackets), port and request target.
    struct Target {
        var isSecure: Bool
        var host: String
        var port: Int
        var hostField: String
        var path: String
        var display: String
        /// Scheme, host and port: connections are kept and reused per origin.
        var origin: String

        init(_ url: URL, defaultPort: Int? = nil) throws(NetworkError) {
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let scheme = components.scheme?.lowercased(),
                scheme == "http" || scheme == "https", let rawHost = components.host, !rawHost.isEmpty
            else {
                throw .invalidURL(url.absoluteString)
            }
            isSecure = scheme == "https"
            // Foundation reports IPv6 literals with or without their brackets, depending on version.
            host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
            guard host.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") }) else {
                throw .invalidURL(url.absoluteString)
            }
            // A port Foundation cannot hold (past Int) comes back as none: never the default instead.
            if components.port == nil, Self.authorityHasPort(url.absoluteString) { throw .invalidURL(url.absoluteString) }
            port = components.port ?? defaultPort ?? (isSecure ? 443 : 80)
            guard (1...65535).contains(port) else { throw .invalidURL(url.absoluteString) }
            let bracketed = host.contains(":") ? "[\(host)]" : host
            hostField = components.port == nil ? bracketed : "\(bracketed):\(port)"
            let encodedPath = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            path = encodedPath + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
            display = "\(bracketed):\(port)"
            origin = "\(scheme)://\(bracketed.lowercased()):\(port)"
        }

        /// Whether the authority of `url` (after `//`, before the path) names a port, `:` and
        /// digits or not, after any user info and outside an IPv6 literal's brackets.
        static func authorityHasPort(_ url: String) -> Bool {
            guard let start = url.firstRange(of: "//")?.upperBound else { return false }
            var authority = url[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
                authority = authority[authority.index(after: close)...]
            }
            return authority.contains(":")
        }
    }
}

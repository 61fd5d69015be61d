#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which proxy, if any, a request goes through, read from the environment as curl reads it.
///
/// `http_proxy` for `http://` (lowercase only: a CGI server sets `HTTP_PROXY` from a request's
/// `Proxy` header), `https_proxy` or `HTTPS_PROXY` for `https://`, else `all_proxy` or `ALL_PROXY`;
/// `no_proxy` or `NO_PROXY` lists hosts reached directly (`*` for all; `example.com` and
/// `.example.com` cover the domain and its subdomains; addresses match exactly; ports are
/// ignored). A proxy is `http://host[:port]` (port 1080 when left out, as curl has it) or
/// `host[:port]`, optionally with `user:password@`; `https://` requests go through it with CONNECT.
public struct ProxySettings: Sendable, Equatable {
    /// The proxy for `http://` requests.
    public var http: URL?
    /// The proxy for `https://` requests.
    public var https: URL?
    /// Hosts reached without a proxy.
    public var noProxy: [String]

    /// Settings with the given proxies; none by default.
    public init(http: URL? = nil, https: URL? = nil, noProxy: [String] = []) {
        self.http = http
        self.https = https
        self.noProxy = noProxy
    }

    /// The settings `environment` describes (the process's own by default).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ProxySettings {
        func value(_ names: String...) -> String? {
            names.lazy.compactMap { environment[$0] }.first { !$0.trimmingOptionalWhitespace.isEmpty }
        }
        let all = value("all_proxy", "ALL_PROXY")
        let exceptions = (value("no_proxy", "NO_PROXY") ?? "").split(separator: ",")
            .map { $0.trimmingOptionalWhitespace.lowercased() }.filter { !$0.isEmpty }
        return ProxySettings(
            http: (value("http_proxy") ?? all).map(proxyURL), https: (value("https_proxy", "HTTPS_PROXY") ?? all).map(proxyURL),
            noProxy: exceptions)
    }

    /// The proxy for a request to `url`, or nil to go direct.
    func proxy(for url: URL) -> URL? {
        let proxy = url.scheme?.lowercased() == "https" ? https : http
        guard let proxy, let rawHost = url.host?.lowercased() else { return nil }
        let host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        let bypassed = noProxy.contains { entry in
            let pattern = entry.split(separator: ":").count == 2 && !entry.hasPrefix("[") ? String(entry.split(separator: ":")[0]) : entry
            let domain = pattern.hasPrefix(".") ? String(pattern.dropFirst()) : pattern
            let bare = domain.hasPrefix("[") && domain.hasSuffix("]") ? String(domain.dropFirst().dropLast()) : domain
            return bare == "*" || host == bare || host.hasSuffix("." + bare)
        }
        return bypassed ? nil : proxy
    }

    /// `text` as a proxy URL: a missing scheme means `http://`. A URL that does not parse stays
    /// one the exchange refuses, so a typo is reported instead of silently going direct.
    private static func proxyURL(_ text: String) -> URL {
        let trimmed = text.trimmingOptionalWhitespace
        let withScheme = trimmed.contains("://") ? trimmed : "http://" + trimmed
        return URL(string: withScheme) ?? URL(fileURLWithPath: trimmed)
    }
}

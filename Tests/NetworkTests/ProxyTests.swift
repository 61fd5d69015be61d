import Foundation
import NetworkTestSupport
import Testing

@testable import Network

private func server() throws -> TestServer {
    try TestServer.shared.get()
}

/// A URL from a literal the test controls.
private func url(_ text: String) throws -> URL {
    try #require(URL(string: text))
}

@Suite("Proxies", .serialized, .timeLimit(.minutes(1)))
struct ProxyTests {
    @Test("the environment is read as curl reads it: http_proxy lowercase only, https_proxy either case, all_proxy as the fallback")
    func environment() throws {
        let settings = ProxySettings.fromEnvironment([
            "HTTP_PROXY": "http://ignored:1", "HTTPS_PROXY": "proxy.example:3128", "no_proxy": " .internal, 10.0.0.1 ,*.bad",
        ])
        #expect(settings.http == nil)
        #expect(settings.https == (try url("http://proxy.example:3128")))
        #expect(settings.noProxy == [".internal", "10.0.0.1", "*.bad"])
        let fallback = ProxySettings.fromEnvironment(["ALL_PROXY": "http://all:8080", "http_proxy": "http://plain:80"])
        #expect(fallback.http == (try url("http://plain:80")))
        #expect(fallback.https == (try url("http://all:8080")))
        #expect(ProxySettings.fromEnvironment([:]) == ProxySettings())
    }

    @Test("no_proxy names hosts and their subdomains, addresses exactly, or everything with *")
    func noProxy() throws {
        let proxy = try url("http://proxy:3128")
        let settings = ProxySettings(http: proxy, https: proxy, noProxy: ["example.com", ".internal", "10.0.0.1", "[::1]", "localhost:8080"])
        #expect(settings.proxy(for: try url("http://example.com/x")) == nil)
        #expect(settings.proxy(for: try url("https://api.example.com/x")) == nil)
        #expect(settings.proxy(for: try url("http://notexample.com/x")) == proxy)
        #expect(settings.proxy(for: try url("http://db.internal:5000/")) == nil)
        #expect(settings.proxy(for: try url("http://10.0.0.1/")) == nil)
        #expect(settings.proxy(for: try url("http://10.0.0.11/")) == proxy)
        #expect(settings.proxy(for: try url("http://[::1]:3000/")) == nil)
        #expect(settings.proxy(for: try url("http://localhost:9/")) == nil)
        #expect(ProxySettings(http: proxy, noProxy: ["*"]).proxy(for: try url("http://anything/")) == nil)
        #expect(ProxySettings(http: proxy).proxy(for: try url("https://secure/")) == nil, "https:// has its own proxy setting")
    }

    @Test("http:// goes through the proxy in absolute form, with the proxy's credentials")
    func plainThroughProxy() async throws {
        let server = try server()
        let before = try await server.client().request(RequestCount(key: "proxy/forward")).count
        let proxy = try url("http://user:p%40ss@127.0.0.1:\(server.proxyURL.port ?? 0)")
        let client = server.client(transport: server.transport(proxies: ProxySettings(http: proxy)))
        let headers = try await client.request(EchoHeaders())
        // The test proxy relays requests as they are, so the server sees what the proxy saw.
        #expect(headers["proxy-authorization"] == "Basic " + Data("user:p@ss".utf8).base64EncodedString())
        #expect(try await server.client().request(RequestCount(key: "proxy/forward")).count > before)
    }

    @Test("https:// goes through the proxy with CONNECT, and the certificate is still checked end to end")
    func secureThroughProxy() async throws {
        let server = try server()
        let before = try await server.client().request(RequestCount(key: "proxy/connect")).count
        let proxied = server.client(baseURL: server.tlsBaseURL, transport: server.transport(proxies: ProxySettings(https: server.proxyURL)))
        #expect(try await proxied.request(JSONPlaceholderAPI.PostByID(id: 5)).id == 5)
        #expect(try await server.client().request(RequestCount(key: "proxy/connect")).count == before + 1)
        let badCertificate = server.client(
            baseURL: server.url(presenting: .expired), transport: server.transport(proxies: ProxySettings(https: server.proxyURL)))
        let error = await #expect(throws: NetworkError.self) { try await badCertificate.request(EchoHeaders()) }
        guard case .tls(.expiredCertificate, _)? = error else {
            Issue.record("expected the expired certificate to be refused, got \(String(describing: error))")
            return
        }
    }

    @Test("a host in no_proxy is reached directly; a dead proxy is reported as the proxy's refusal")
    func bypassAndDeadProxy() async throws {
        let server = try server()
        let dead = try url("http://127.0.0.1:1")
        let bypassed = server.client(transport: server.transport(proxies: ProxySettings(http: dead, noProxy: ["127.0.0.1"])))
        #expect(try await bypassed.request(JSONPlaceholderAPI.PostByID(id: 5)).id == 5)
        let through = server.client(transport: server.transport(proxies: ProxySettings(http: dead))) { $0.sleep = { _ in } }
        let error = await #expect(throws: NetworkError.self) { try await through.request(EchoHeaders()) }
        guard case .transport(.connectionRefused, let detail)? = error else {
            Issue.record("expected the proxy to refuse, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("127.0.0.1:1"))
        let socks = server.client(transport: server.transport(proxies: ProxySettings(http: try url("socks5://127.0.0.1:1080"))))
        let unsupported = await #expect(throws: NetworkError.self) { try await socks.request(EchoHeaders()) }
        guard case .transport(.proxyFailed, _)? = unsupported else {
            Issue.record("expected an unsupported proxy, got \(String(describing: unsupported))")
            return
        }
    }
}

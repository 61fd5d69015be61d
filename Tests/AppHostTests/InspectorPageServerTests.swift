import Foundation
import TerminalTestSupport
import Testing

@testable import AppHost

/// The inspector's page server, spoken to byte by byte over a raw TCP connection: what it
/// serves, what it refuses and why, its bounds, and its event stream (Server-Sent Events),
/// including a page that does not read.
@Suite("The inspector's page server", .timeLimit(.minutes(1)))
struct InspectorPageServerTests {
    static let token = InspectorToken(text: String(repeating: "ab", count: 32))

    /// A running server over `feed`, stopped by the caller.
    static func server(_ feed: InspectorPageFeed = InspectorPageFeed()) throws -> InspectorPageServer {
        let server = try InspectorPageServer(token: token, feed: feed)
        try server.start()
        return server
    }

    /// Sends `request` on a new connection and reads the whole answer, off the test's thread.
    static func exchange(_ server: InspectorPageServer, _ request: String) async throws -> String {
        let port = server.port
        return try await onOwnThread {
            let client = try LoopbackClient(port: port)
            client.send(request)
            return client.receiveAll()
        }
    }

    static func get(_ target: String, host: String? = nil, port: UInt16, extra: String = "") -> String {
        "GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\(extra)\r\n"
    }

    static func status(_ answer: String) -> String {
        answer.components(separatedBy: "\r\n").first ?? ""
    }

    /// Linux refuses that bind; xnu takes it with SO_REUSEADDR unless the server asks first
    /// (LoopbackListener), and would then take that program's loopback connections.
    @Test("a port another program of this user listens on, on every address, is refused, on Darwin as on Linux")
    func portServedOnEveryAddress() throws {
        let (descriptor, port) = try TestSockets.listeningOnEveryAddress().get()
        defer { close(descriptor) }
        let error = #expect(throws: InspectorPageServer.StartError.self) { try InspectorPageServer(port: port, token: Self.token, feed: InspectorPageFeed()) }
        #expect(error?.description.contains(String(cString: strerror(EADDRINUSE))) == true, "\(String(describing: error))")
    }

    @Test("with the token and a right Host it serves the page: self-contained, a CSP that allows nothing remote, no CORS")
    func servesThePage() async throws {
        let server = try Self.server()
        defer { server.stop() }
        for host in ["127.0.0.1:\(server.port)"] {
            let answer = try await Self.exchange(server, Self.get("/?token=\(Self.token.text)", host: host, port: server.port))
            #expect(Self.status(answer) == "HTTP/1.1 200 OK", "\(host)")
            let head = answer.components(separatedBy: "\r\n\r\n")[0].lowercased()
            #expect(head.contains("content-security-policy: default-src 'none'; script-src 'nonce-"))
            #expect(!head.contains("access-control"), "no CORS header")
            #expect(head.contains("x-content-type-options: nosniff"))
            #expect(head.contains("referrer-policy: no-referrer"))
            let body = answer.components(separatedBy: "\r\n\r\n").dropFirst().joined()
            #expect(body.contains("<title>MainCLI inspector</title>"))
            // Nothing is loaded from elsewhere: no src or href but data: and the page's own stream.
            #expect(!body.contains("src=\"http"), "no remote script or image")
            #expect(!body.contains("href=\"http"), "no remote style sheet")
            #expect(!body.contains("innerHTML"), "the page builds its DOM with textContent")
        }
    }

    @Test("a wrong or missing token gets 403 and nothing of the page or the stream")
    func refusesWrongToken() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let almost = String(Self.token.text.dropLast()) + "c"
        for target in [
            "/?token=", "/?token=\(almost)", "/?token=\(Self.token.text)0", "/events?token=nope", "/events", "/?token=\(Self.token.text.uppercased())",
        ] {
            let answer = try await Self.exchange(server, Self.get(target, port: server.port))
            #expect(Self.status(answer) == "HTTP/1.1 403 Forbidden", "\(target)")
            #expect(answer.contains("wrong or missing token"), "\(target)")
            #expect(!answer.contains("<html"), "\(target)")
            #expect(!answer.contains("text/event-stream"), "\(target)")
        }
    }

    @Test("the page without a token (a reload, once the page took the token out of its address) is served; its events are not")
    func servesThePageWithoutToken() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let page = try await Self.exchange(server, Self.get("/", port: server.port))
        #expect(Self.status(page) == "HTTP/1.1 200 OK")
        #expect(page.contains("sessionStorage"), "the page reads the token from its tab")
        for target in ["/events", "/x", "/?other=1&token="] {
            let answer = try await Self.exchange(server, Self.get(target, port: server.port))
            #expect(Self.status(answer) == "HTTP/1.1 403 Forbidden" || Self.status(answer) == "HTTP/1.1 404 Not Found", "\(target)")
            #expect(!answer.contains("<html") && !answer.contains("text/event-stream"), "\(target)")
        }
    }

    @Test("the token followed by 1, 256 or 512 more bytes gets 403: the compare is exact over the length too")
    func refusesTheTokenWithMore() async throws {
        let server = try Self.server()
        defer { server.stop() }
        for extra in [1, 256, 512] {
            for path in ["/", "/events"] {
                let target = "\(path)?token=\(Self.token.text)\(String(repeating: "a", count: extra))"
                let answer = try await Self.exchange(server, Self.get(target, port: server.port))
                #expect(Self.status(answer) == "HTTP/1.1 403 Forbidden", "\(path) with \(extra) more bytes")
                #expect(!answer.contains("<html") && !answer.contains("text/event-stream"), "\(path) with \(extra) more bytes")
            }
        }
    }

    @Test("another page's Origin or a cross-site or same-site Sec-Fetch-Site gets 403, token or not; the page's own, or none, is served")
    func refusesOtherOrigins() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let port = server.port
        let target = "/?token=\(Self.token.text)"
        let refused = [
            "Origin: https://evil.example\r\n", "Origin: null\r\n", "Origin: http://127.0.0.1:\(port &+ 1)\r\n",
            "Origin: https://127.0.0.1:\(port)\r\n", "Sec-Fetch-Site: cross-site\r\n", "Sec-Fetch-Site: same-site\r\n",
            "Origin: http://127.0.0.1:\(port)\r\nSec-Fetch-Site: cross-site\r\n",
        ]
        for extra in refused {
            for path in ["/", "/events"] {
                let answer = try await Self.exchange(server, Self.get("\(path)?token=\(Self.token.text)", port: port, extra: extra))
                #expect(Self.status(answer) == "HTTP/1.1 403 Forbidden", "\(path) \(extra.debugDescription)")
                #expect(answer.contains("cross-"), "\(path) \(extra.debugDescription)")
                #expect(!answer.contains("<html") && !answer.contains("text/event-stream"), "\(extra.debugDescription)")
            }
        }
        for extra in [
            "", "Origin: http://127.0.0.1:\(port)\r\n", "Sec-Fetch-Site: same-origin\r\n", "Sec-Fetch-Site: none\r\n",
            "Origin: HTTP://127.0.0.1:\(port)\r\nSec-Fetch-Site: same-origin\r\n",
        ] {
            let answer = try await Self.exchange(server, Self.get(target, port: port, extra: extra))
            #expect(Self.status(answer) == "HTTP/1.1 200 OK", "\(extra.debugDescription)")
        }
    }

    @Test("a Host that is not 127.0.0.1 with the port gets 421, even with the token (DNS rebinding; localhost may be ::1, where another program listens)")
    func refusesWrongHost() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let port = server.port
        let target = "/?token=\(Self.token.text)"
        for host in [
            "evil.example:\(port)", "127.0.0.1", "localhost", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "127.0.0.1:\(port &+ 1)",
            "127.0.0.2:\(port)", "localhost.evil.example:\(port)", "",
        ] {
            let answer = try await Self.exchange(server, Self.get(target, host: host, port: port))
            #expect(Self.status(answer) == "HTTP/1.1 421 Misdirected Request", "\(host)")
            #expect(answer.contains("wrong Host header"), "\(host)")
            #expect(!answer.contains("<html"), "\(host)")
        }
        let noHost = try await Self.exchange(server, "GET \(target) HTTP/1.1\r\n\r\n")
        #expect(Self.status(noHost) == "HTTP/1.1 421 Misdirected Request")
    }

    @Test("other paths get 404, other methods 405, malformed heads 400, an endless head 431, a silent client 408")
    func refusesTheRest() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let port = server.port
        let token = Self.token.text
        #expect(Self.status(try await Self.exchange(server, Self.get("/frame.svg?token=\(token)", port: port))) == "HTTP/1.1 404 Not Found")
        #expect(Self.status(try await Self.exchange(server, Self.get("/../etc/passwd?token=\(token)", port: port))) == "HTTP/1.1 404 Not Found")
        let post = "POST /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\n\r\n"
        #expect(Self.status(try await Self.exchange(server, post)) == "HTTP/1.1 405 Method Not Allowed")
        let malformed = [
            "garbage\r\n\r\n",
            "GET / HTTP/1.1 extra\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
            "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\n\r\n",
            "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nNo colon here\r\n\r\n",
            "GET /?token=\(token) HTTP/1.1\nHost: 127.0.0.1:\(port)\r\n\r\n",
            "GET /?token=\(token)&token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
            "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX: caf\u{E9}\r\n\r\n",
            "get /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
            "GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
        ]
        for request in malformed {
            let answer = try await Self.exchange(server, request)
            #expect(Self.status(answer) == "HTTP/1.1 400 Bad Request", "\(request.debugDescription)")
            #expect(!answer.contains("<html"))
        }
        let endless = "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Long: " + String(repeating: "a", count: 20_000)
        #expect(Self.status(try await Self.exchange(server, endless)) == "HTTP/1.1 431 Request Header Fields Too Large")
        let tooManyHeaders = "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n" + (0..<70).map { "X-\($0): 1\r\n" }.joined() + "\r\n"
        #expect(Self.status(try await Self.exchange(server, tooManyHeaders)) == "HTTP/1.1 400 Bad Request")
        let silent = try await onOwnThread {
            let client = try LoopbackClient(port: port)
            client.send("GET / HTTP/1.1\r\n")
            return client.receiveAll(timeout: 20)
        }
        #expect(Self.status(silent) == "HTTP/1.1 408 Request Timeout")
    }

    @Test("16 silent connections keep no request out: 20 of 20 with the token are served, each in the place of the longest silent")
    func silentConnectionsGiveWay() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let port = server.port
        let token = Self.token.text
        let statuses = try await onOwnThread {
            let silent = try (0..<InspectorPageServer.maximumConnections).map { _ in try LoopbackClient(port: port) }
            // Past the grace a silent connection has before it may be closed for a newcomer.
            Thread.sleep(forTimeInterval: InspectorPageServer.silentGrace.seconds + 0.2)
            var statuses: [String] = []
            for _ in 0..<20 {
                let client = try LoopbackClient(port: port)
                client.send("GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                statuses.append(Self.status(client.receiveAll(timeout: 10)))
            }
            for client in silent { client.close() }
            return statuses
        }
        #expect(statuses == Array(repeating: "HTTP/1.1 200 OK", count: 20), "\(statuses)")
    }

    @Test("connections are bounded: past the limit, with none silent, a connection gets 503 at once; a freed place serves again")
    func boundsConnections() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let port = server.port
        let answer = try await onOwnThread {
            // Each holds a place with its request line sent and the rest of its head seconds away,
            // so none is silent.
            let idle = try (0..<InspectorPageServer.maximumConnections).map { _ in
                let client = try LoopbackClient(port: port)
                client.send("GET / HTTP/1.1\r\n")
                return client
            }
            // Accepted in order: by the time the server takes this one, it has taken all the others.
            let extra = try LoopbackClient(port: port)
            let answer = extra.receiveAll(timeout: 10)
            for client in idle { client.close() }
            return answer
        }
        #expect(Self.status(answer) == "HTTP/1.1 503 Service Unavailable", "\(answer)")
        #expect(answer.contains("already serves \(InspectorPageServer.maximumConnections) connections"))
        // The places free as the server sees each closed connection end.
        var servedAgain = false
        for _ in 0..<200 where !servedAgain {
            let answer = try await Self.exchange(server, Self.get("/?token=\(Self.token.text)", port: port))
            servedAgain = Self.status(answer) == "HTTP/1.1 200 OK"
        }
        #expect(servedAgain)
    }
}

extension Duration {
    /// This duration in seconds, for APIs that take a `TimeInterval`.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

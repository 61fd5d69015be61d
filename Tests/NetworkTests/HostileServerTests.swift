import Foundation
import NetworkTestSupport
import Synchronization
import Testing

@testable import Network

private func server() throws -> TestServer {
    try TestServer.shared.get()
}

/// Whether `text` holds anything a terminal would act on or hide: C0/C1 controls, DEL,
/// bidirectional controls, line/paragraph separators, zero-width characters.
private func isTerminalSafe(_ text: String) -> Bool {
    !text.unicodeScalars.contains { scalar in
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || (0x200B...0x200F).contains(value) || value == 0x2028
            || value == 0x2029 || value == 0xFEFF
    }
}

/// A JSON object whose keys map to fault replies, to decode the hostile-keys payload into.
private struct KeyedReplies: Endpoint {
    typealias Response = [String: FaultReply]
    var path: String { "/faults/hostile-keys/\(uniqueKey("keys"))" }
}

/// Adds `Authorization` and `Cookie`, as a login interceptor would.
private struct CredentialsInterceptor: NetworkInterceptor {
    func prepare(_ request: HTTPRequest) async throws(NetworkError) -> HTTPRequest {
        var request = request
        request.setValue("Bearer secret-token", forHTTPHeaderField: "Authorization")
        request.setValue("session=secret", forHTTPHeaderField: "Cookie")
        return request
    }
}

@Suite("Hostile servers", .timeLimit(.minutes(1)))
struct HostileServerTests {
    @Test("a status line then a close cannot crash the process: 10 times on each scheme, in a child process")
    func statusLineThenClose() async {
        await #expect(processExitsWith: .success) {
            for scheme in TestServer.Scheme.allCases {
                let client = try TestServer.shared.get().client(scheme) { $0.retry = .never }
                for _ in 0..<10 {
                    do throws(NetworkError) {
                        _ = try await client.request(FaultEndpoint(route: "status-then-close/\(uniqueKey("fin"))"))
                        exit(3)
                    } catch {
                        guard case .transport(.connectionLost, _) = error else { exit(4) }
                    }
                }
            }
        }
    }

    @Test("a gzip bomb is refused unread: identity is asked for, and a compressed answer is refused at its headers", arguments: TestServer.Scheme.allCases)
    func decompressionBomb(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) {
            $0.retry = .never
            $0.maximumResponseSize = 1_000_000
            $0.timeout = .seconds(30)
        }
        let asked = try await client.request(EchoHeaders())
        #expect(asked["accept-encoding"] == "identity")
        // The body is refused at the headers, before a byte of it is read or inflated; the
        // process's peak memory is not asserted, since suites running beside this one move it.
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "gzip-bomb/\(uniqueKey("bomb"))", query: ["mb": "64"]))
        }
        guard case .transport(.invalidResponse, let detail)? = error else {
            Issue.record("expected an invalid response, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("gzip"))
    }

    @Test("Authorization and Cookie do not follow a redirect to another origin, but do within one", arguments: TestServer.Scheme.allCases)
    func credentialsStayWithTheirOrigin(_ scheme: TestServer.Scheme) async throws {
        let server = try server()
        let client = server.client(scheme) { $0.interceptors = [CredentialsInterceptor()] }
        let elsewhere = server.otherOriginURL.appendingPathComponent("faults/echo-headers").absoluteString
        let crossed = try await client.request(RedirectToEcho(key: uniqueKey("away"), to: elsewhere))
        #expect(crossed["authorization"] == nil && crossed["cookie"] == nil)
        #expect(crossed["host"] == "127.0.0.1:\(server.otherOriginURL.port ?? 0)")
        let stayed = try await client.request(RedirectToEcho(key: uniqueKey("home"), to: "/faults/echo-headers"))
        #expect(stayed["authorization"] == "Bearer secret-token" && stayed["cookie"] == "session=secret")
    }

    @Test("the logging interceptor redacts user:password@ in URLs")
    func loggingRedactsCredentials() async throws {
        let server = try server()
        let lines = Mutex<[String]>([])
        let base = try #require(URL(string: "http://alice:hunter2@127.0.0.1:\(server.baseURL.port ?? 0)"))
        let client = server.client(baseURL: base) { $0.interceptors = [LoggingInterceptor { line in lines.withLock { $0.append(line) } }] }
        _ = try await client.request(EchoHeaders())
        let logged = lines.withLock { $0 }
        #expect(logged.count == 1)
        #expect(!logged.joined().contains("hunter2") && !logged.joined().contains("alice"))
        #expect(logged.first?.contains("http://***@127.0.0.1:") == true)
    }

    @Test("JSON keys with escape sequences reach error text sanitised", arguments: TestServer.Scheme.allCases)
    func hostileKeys(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.retry = .never }
        let error = await #expect(throws: NetworkError.self) { try await client.request(KeyedReplies()) }
        let description = String(describing: error)
        #expect(description.contains("PWNED"), "the path is still shown, without its escapes")
        #expect(isTerminalSafe(description))
        guard case .decoding(_, let path, let reason, let snippet)? = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(isTerminalSafe(path) && isTerminalSafe(reason) && isTerminalSafe(snippet))
    }

    @Test("bidi overrides, line separators and zero-width characters do not survive a body excerpt", arguments: TestServer.Scheme.allCases)
    func hostileBody(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(scheme) { $0.retry = .never }
        let error = await #expect(throws: NetworkError.self) {
            try await client.request(FaultEndpoint(route: "hostile-body/\(uniqueKey("body"))"))
        }
        guard case .httpStatus(500, let excerpt)? = error else {
            Issue.record("expected HTTP 500, got \(String(describing: error))")
            return
        }
        #expect(excerpt.contains("gnp.exe") && excerpt.contains("next line"))
        #expect(isTerminalSafe(excerpt) && isTerminalSafe(String(describing: error)))
    }

    @Test(
        "an IPv6 literal works: the request reaches the server at [::1] and its Host header says so",
        .enabled(if: (try? server())?.ipv6BaseURL != nil, "this machine has no IPv6 loopback: the test server could not listen on [::1]"))
    func ipv6Literal() async throws {
        let server = try server()
        let v6 = try #require(server.ipv6BaseURL)
        let client = server.client(baseURL: v6)
        let post = try await client.request(JSONPlaceholderAPI.PostByID(id: 5))
        #expect(post.id == 5)
        let headers = try await client.request(EchoHeaders())
        #expect(headers["host"] == "[::1]:\(v6.port ?? 0)")
    }

    @Test(
        "on a machine without IPv6, an IPv6 literal fails at once and clearly, naming the address",
        .enabled(if: (try? server())?.ipv6BaseURL == nil, "this machine has an IPv6 loopback, where the literal is answered (the test above)"))
    func ipv6LiteralWithoutIPv6() async throws {
        let client = try server().client(baseURL: URL(string: "http://[::1]:9")!)
        let started = ContinuousClock.now
        let error = await #expect(throws: NetworkError.self) { try await client.request(EchoHeaders()) }
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(String(describing: error).contains("[::1]:9"))
    }

    @Test("an IPv6 literal over https is tried like any address: refused at once, not retried, naming it")
    func ipv6LiteralOverHTTPS() async throws {
        let attempts = AttemptCounter()
        let client = try server().client(baseURL: URL(string: "https://[::1]:9")!) { $0.interceptors = [attempts] }
        let error = await #expect(throws: NetworkError.self) { try await client.request(EchoHeaders()) }
        #expect(attempts.count.withLock { $0 } == 1)
        #expect(error?.isTransient == false)
        #expect(String(describing: error).contains("[::1]:9"))
    }
}

/// Counts the attempts a client makes.
private final class AttemptCounter: NetworkInterceptor {
    let count = Mutex(0)
    func prepare(_ request: HTTPRequest) async throws(NetworkError) -> HTTPRequest {
        count.withLock { $0 += 1 }
        return request
    }
}

/// `GET /faults/redirect/<key>?to=...`, answered by whatever `echo-headers` finally sees.
private struct RedirectToEcho: Endpoint {
    typealias Response = [String: String]
    var key: String
    var to: String
    var path: String { "/faults/redirect/\(key)" }
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "to", value: to)] }
}

import Foundation
import NetworkTestSupport
import Synchronization
import Testing

@testable import Network

/// Counts the attempts a client makes.
private final class Attempts: NetworkInterceptor {
    let count = Mutex(0)
    func prepare(_ request: HTTPRequest) async throws(NetworkError) -> HTTPRequest {
        count.withLock { $0 += 1 }
        return request
    }
}

/// A client for `url` with the default retry policy that waits for nothing and counts attempts.
private func countingClient(_ url: String, connectTimeout: Duration = .seconds(10)) throws -> (NetworkClient, Attempts) {
    let attempts = Attempts()
    var options = NetworkClient.Options()
    options.interceptors = [attempts]
    options.sleep = { _ in }
    let base = try #require(URL(string: url))
    return (NetworkClient(baseURL: base, transport: StandardTransport(connectTimeout: connectTimeout), options: options), attempts)
}

@Suite("Connection failures", .timeLimit(.minutes(1)))
struct ConnectionFailureTests {
    @Test("a refused connection is an answer: one attempt, said at once", arguments: ["http", "https"])
    func refusedIsNotRetried(_ scheme: String) async throws {
        let (client, attempts) = try countingClient("\(scheme)://127.0.0.1:1")
        let error = await #expect(throws: NetworkError.self) { try await client.request(JSONPlaceholderAPI.Users()) }
        guard case .transport(.connectionRefused, _)? = error else {
            Issue.record("expected a refused connection, got \(String(describing: error))")
            return
        }
        #expect(attempts.count.withLock { $0 } == 1)
        #expect(error?.isTransient == false)
    }

    @Test("an unknown host is an answer: one attempt", arguments: ["http", "https"])
    func unknownHostIsNotRetried(_ scheme: String) async throws {
        let (client, attempts) = try countingClient("\(scheme)://no-such-host.invalid")
        let error = await #expect(throws: NetworkError.self) { try await client.request(JSONPlaceholderAPI.Users()) }
        guard case .transport(.hostNotFound, _)? = error else {
            Issue.record("expected an unknown host, got \(String(describing: error))")
            return
        }
        #expect(attempts.count.withLock { $0 } == 1)
    }

    @Test("an address that never answers costs the connect timeout, not the request's time limit")
    func connectTimeout() async throws {
        let silent = try LoopbackPort(completingConnects: false)
        let (client, attempts) = try countingClient("http://127.0.0.1:\(silent.port)", connectTimeout: .milliseconds(300))
        let started = ContinuousClock.now
        let error = await #expect(throws: NetworkError.self) { try await client.request(JSONPlaceholderAPI.Users()) }
        guard case .transport(.connectTimeout, _)? = error else {
            Issue.record("expected a connect timeout, got \(String(describing: error))")
            return
        }
        // Retried (a silent network may recover), each attempt bounded by the connect timeout.
        #expect(attempts.count.withLock { $0 } == 3)
        #expect(ContinuousClock.now - started >= .milliseconds(900))
        #expect(ContinuousClock.now - started < .seconds(30), "well before the 60 s idle limit of each attempt")
        withExtendedLifetime(silent) {}
    }

    @Test("a server that accepts but never answers the TLS handshake costs the time limit, not a hang")
    func silentHandshake() async throws {
        // Accepted by the kernel into the listen queue, so TCP connects, but nobody ever speaks.
        let silent = try LoopbackPort(completingConnects: true)
        let port = silent.port
        let server = try TestServer.shared.get()
        let client = server.client(baseURL: URL(string: "https://127.0.0.1:\(port)")) {
            $0.timeout = .milliseconds(500)
            $0.retry = .never
        }
        // The client's limit fired, not the transport's 60 s idle limit; no upper bound on the
        // time, since a loaded machine delays the limit's timer (the suite's time limit guards a hang).
        let error = await #expect(throws: NetworkError.self) { try await client.request(JSONPlaceholderAPI.Users()) }
        #expect(error == .timeout(seconds: 0.5))
        withExtendedLifetime(silent) {}
    }

    @Test("a server that accepts TCP and never answers the TLS handshake ends at the connect timeout, which governs the handshake")
    func silentHandshakeEndsAtConnectTimeout() async throws {
        let silent = try LoopbackPort(completingConnects: true)
        let server = try TestServer.shared.get()
        let client = server.client(
            baseURL: URL(string: "https://127.0.0.1:\(silent.port)"), transport: server.transport(connectTimeout: .milliseconds(300))
        ) {
            $0.timeout = .seconds(20)
            $0.retry = .never
        }
        // The kind of error is the proof: the client's 20 s would be a timeout, the transport's
        // 60 s idle limit too. No bound on the time, since a loaded machine delays every timer.
        let error = await #expect(throws: NetworkError.self) { try await client.request(JSONPlaceholderAPI.Users()) }
        guard case .transport(.connectTimeout, let detail)? = error else {
            Issue.record("expected the connect timeout, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("0.3 s"), "\(detail)")
        withExtendedLifetime(silent) {}
    }

    @Test("garbage from the server says the answer could not be read, and does not invite a retry", arguments: TestServer.Scheme.allCases)
    func garbageMessage(_ scheme: TestServer.Scheme) async throws {
        let client = try TestServer.shared.get().client(scheme) { $0.sleep = { _ in } }
        for route in ["status-999", "big-headers", "plus-chunk", "redirect-loop"] {
            let error = await #expect(throws: NetworkError.self) { try await client.request(FaultEndpoint(route: "\(route)/\(uniqueKey("junk"))")) }
            #expect(error?.isTransient == false, "\(route)")
            let message = error?.userMessage ?? ""
            #expect(!message.contains("Try again") && !message.contains("connection"), "\(route): \(message)")
            #expect(message.contains("could not be read") || message.contains("redirects"), "\(route): \(message)")
        }
    }
}

import Foundation
import NetworkTestSupport
import Synchronization
import SystemCalls
import Testing

@testable import Network

private func server() throws -> TestServer {
    try TestServer.shared.get()
}

/// Counts the attempts a client makes.
private final class Attempts: NetworkInterceptor {
    let count = Mutex(0)
    func prepare(_ request: HTTPRequest) async throws(NetworkError) -> HTTPRequest {
        count.withLock { $0 += 1 }
        return request
    }
}

/// `GET /faults/tls-info/<key>`: the server name the client sent and the TLS version agreed.
private struct TLSInfo: Endpoint {
    struct Response: Decodable, Sendable {
        var serverName: String?
        var version: String?
    }
    var path: String { "/faults/tls-info/\(uniqueKey("tls"))" }
}

/// Whether this process has loaded any of the libraries the client looks for OpenSSL in.
private func isOpenSSLLoaded() -> Bool {
    OpenSSLLocation.systemCandidates.contains(where: SharedLibrary.isLoaded)
}

/// A request with a body of `size` bytes.
private struct Upload: Endpoint {
    typealias Response = FaultReply
    var size: Int
    var method: HTTPMethod { .post }
    var path: String { "/posts" }
    var body: Data? { Data(repeating: 0x61, count: size) }
}

@Suite("TLS", .timeLimit(.minutes(1)))
struct TLSTests {
    @Test(
        "self-signed, expired, wrong-host, unknown-CA and untrusted-root certificates each fail at once with their typed TLS error",
        arguments: [
            (TestServer.Certificate.selfSigned, NetworkError.TLSFailure.selfSignedCertificate),
            (.expired, .expiredCertificate), (.wrongHost, .wrongHost), (.unknownAuthority, .unknownAuthority),
            (.untrustedRoot, .unknownAuthority),
        ])
    func refusedCertificates(_ certificate: TestServer.Certificate, _ expected: NetworkError.TLSFailure) async throws {
        let server = try server()
        let attempts = Attempts()
        let client = server.client(baseURL: server.url(presenting: certificate)) {
            $0.interceptors = [attempts]
            $0.sleep = { _ in }
        }
        let error = await #expect(throws: NetworkError.self) { try await client.request(EchoHeaders()) }
        guard case .tls(let failure, let detail)? = error else {
            Issue.record("expected a TLS error, got \(String(describing: error))")
            return
        }
        #expect(failure == expected, "\(detail)")
        #expect(error?.isTransient == false)
        #expect(attempts.count.withLock { $0 } == 1)
        #expect(error?.userMessage.contains("certificate") == true)
    }

    @Test("the certificate of the test CA is accepted once the CA is trusted; SNI names the host; TLS 1.2 at least")
    func trustedCertificate() async throws {
        let server = try server()
        let port = try #require(server.tlsBaseURL.port)
        let byName = server.client(baseURL: URL(string: "https://localhost:\(port)"))
        let info = try await byName.request(TLSInfo())
        #expect(info.serverName == "localhost")
        #expect(info.version == "TLSv1.2" || info.version == "TLSv1.3")
        // RFC 6066: no SNI for an address.
        let byAddress = try await server.client(.https).request(TLSInfo())
        #expect(byAddress.serverName == nil)
    }

    @Test("SSL_CERT_FILE is honoured: the test CA given through it is accepted, and refused without it (in child processes)")
    func certificateFileFromEnvironment() async {
        await #expect(processExitsWith: .success) {
            let server = try TestServer.shared.get()
            setenv("SSL_CERT_FILE", server.testCAFile, 1)
            let client = server.client(baseURL: server.tlsBaseURL, transport: StandardTransport())
            let post = try await client.request(JSONPlaceholderAPI.PostByID(id: 5))
            exit(post.id == 5 ? 0 : 3)
        }
        await #expect(processExitsWith: .success) {
            let server = try TestServer.shared.get()
            setenv("SSL_CERT_FILE", "/nonexistent/ca.pem", 1)
            setenv("SSL_CERT_DIR", "/nonexistent", 1)
            let client = server.client(baseURL: server.tlsBaseURL, transport: StandardTransport())
            do throws(NetworkError) {
                _ = try await client.request(EchoHeaders())
                exit(3)
            } catch {
                guard case .tls(.unknownAuthority, _) = error else { exit(4) }
                exit(0)
            }
        }
    }

    @Test("without OpenSSL, https:// fails at once with a typed error and http:// goes on working")
    func missingLibrary() async throws {
        let server = try server()
        let transport = StandardTransport(tls: TLSConfiguration(libraryName: "libssl-missing-for-tests.so.0"))
        let attempts = Attempts()
        let secure = server.client(baseURL: server.tlsBaseURL, transport: transport) { $0.interceptors = [attempts] }
        let error = await #expect(throws: NetworkError.self) { try await secure.request(EchoHeaders()) }
        guard case .tls(.libraryUnavailable, let detail)? = error else {
            Issue.record("expected the TLS library to be missing, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("libssl-missing-for-tests.so.0"))
        #expect(attempts.count.withLock { $0 } == 1)
        let plain = server.client(baseURL: server.baseURL, transport: transport)
        #expect(try await plain.request(JSONPlaceholderAPI.PostByID(id: 5)).id == 5)
    }

    @Test("OpenSSL is loaded by the first https:// request, not at start nor by http:// (in a child process)")
    func loadedOnFirstSecureRequest() async {
        await #expect(processExitsWith: .success) {
            guard !isOpenSSLLoaded() else { exit(3) }
            let server = try TestServer.shared.get()
            _ = try await server.client(.http).request(EchoHeaders())
            guard !isOpenSSLLoaded() else { exit(4) }
            _ = try await server.client(.https).request(EchoHeaders())
            exit(isOpenSSLLoaded() ? 0 : 5)
        }
    }

    @Test("a certificate with the host in its common name and no subjectAltName is refused as for another host")
    func commonNameOnly() async throws {
        let server = try server()
        let port = try #require(server.url(presenting: .commonNameOnly).port)
        let attempts = Attempts()
        let client = server.client(baseURL: URL(string: "https://localhost:\(port)")) {
            $0.interceptors = [attempts]
            $0.sleep = { _ in }
        }
        let error = await #expect(throws: NetworkError.self) { try await client.request(EchoHeaders()) }
        guard case .tls(.wrongHost, _)? = error else {
            Issue.record("expected a wrong host, got \(String(describing: error))")
            return
        }
        #expect(attempts.count.withLock { $0 } == 1)
    }

    @Test(
        "a TLS 1.3 server that requires a client certificate: one attempt, a typed TLS error, not retried",
        .enabled(if: (try? server())?.clientCertificateURL != nil, "the test server's Python has no TLS 1.3 (Apple's python3 links LibreSSL 2.8)"))
    func clientCertificateRequired() async throws {
        let server = try server()
        let attempts = Attempts()
        let url: URL = try #require(server.clientCertificateURL)
        let client = server.client(baseURL: url) {
            $0.interceptors = [attempts]
            $0.sleep = { _ in }
            // Generous, so a loaded machine cannot turn the answer into a time-out worth a retry.
            $0.timeout = .seconds(30)
        }
        let error = await #expect(throws: NetworkError.self) { try await client.request(EchoHeaders()) }
        guard case .tls(.clientCertificateRequired, let detail)? = error else {
            Issue.record("expected a client certificate to be required, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("certificate required"), "\(detail)")
        #expect(error?.isTransient == false)
        #expect(attempts.count.withLock { $0 } == 1)
    }

    @Test("a TLS server that resets the connection while the client writes cannot kill the process with SIGPIPE (in a child process)")
    func resetMidWrite() async {
        await #expect(processExitsWith: .success) {
            let server = try TestServer.shared.get()
            let client = server.client(baseURL: server.resettingURL) {
                $0.retry = .never
                $0.timeout = .seconds(20)
            }
            // Larger than the loopback socket buffers: the client is still writing at the reset.
            for _ in 0..<3 {
                do throws(NetworkError) {
                    _ = try await client.request(Upload(size: 48 << 20))
                    exit(3)
                } catch {
                    guard case .transport(.connectionLost, _) = error else { exit(4) }
                }
            }
            exit(0)
        }
    }

    @Test("MODULAR_TERMINAL_APP_LIBSSL names the libssl to load; one that cannot load fails https:// with how to install OpenSSL (in child processes)")
    func libraryFromEnvironment() async {
        await #expect(processExitsWith: .success) {
            setenv(OpenSSLLocation.environmentVariable, "/nonexistent/libssl-from-environment.so.3", 1)
            let server = try TestServer.shared.get()
            let client = server.client(.https)
            do throws(NetworkError) {
                _ = try await client.request(EchoHeaders())
                exit(3)
            } catch {
                guard case .tls(.libraryUnavailable, let detail) = error else { exit(4) }
                let named = detail.contains("/nonexistent/libssl-from-environment.so.3") && detail.contains(OpenSSLLocation.environmentVariable)
                exit(named && detail.contains("install OpenSSL 3") ? 0 : 5)
            }
        }
        await #expect(processExitsWith: .success) {
            let found = OpenSSLLocation.systemCandidates.first { name in
                if case .success = SharedLibrary.load(name) { return true }
                return false
            }
            guard let found else { exit(3) }
            setenv(OpenSSLLocation.environmentVariable, found, 1)
            let server = try TestServer.shared.get()
            let post = try await server.client(.https).request(JSONPlaceholderAPI.PostByID(id: 5))
            exit(post.id == 5 ? 0 : 4)
        }
    }
}

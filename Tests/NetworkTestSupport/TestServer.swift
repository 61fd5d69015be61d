import Foundation
import Network

/// The JSONPlaceholder-compatible server of `Server/jsonplaceholder_server.py`, started once per
/// test process on 127.0.0.1 (a second port there for another origin, ::1 when the machine
/// has IPv6, and TLS ports with the test certificates of `Certificates/`) and serving the
/// offline backend's dataset. It exits when this process does (it
/// stops at the end of its standard input, which this process holds). The network tests use
/// it for the HTTP client; the app's tests run the whole app against it, each in a
/// ``TestServerScenario`` of its own.
public final class TestServer: Sendable {
    /// Why the server could not start.
    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
    }

    public static let shared: Result<TestServer, StartFailure> = {
        do throws(StartFailure) {
            return .success(try TestServer())
        } catch {
            return .failure(error)
        }
    }()

    /// The schemes every hostile-server test runs over.
    public enum Scheme: String, CaseIterable, Sendable {
        case http, https
    }

    /// The certificates the TLS ports present, each on a port of its own.
    public enum Certificate: String, CaseIterable, Sendable {
        case selfSigned = "SELF_SIGNED"
        case expired = "EXPIRED"
        case wrongHost = "WRONG_HOST"
        case unknownAuthority = "UNKNOWN_CA"
        /// From a CA nobody trusts, sent with that CA's self-signed root.
        case untrustedRoot = "UNTRUSTED_ROOT"
        /// From the test CA, for `localhost` in the common name only, with no subjectAltName.
        case commonNameOnly = "CN_ONLY"
    }

    public let baseURL: URL
    /// The same server over TLS, with a certificate for 127.0.0.1 from the test CA.
    public let tlsBaseURL: URL
    /// An HTTP proxy in front of the server (CONNECT and absolute-form requests).
    public let proxyURL: URL
    /// The test CA (PEM) that issued ``tlsBaseURL``'s certificate; no system trusts it.
    public let testCAFile: String
    private let badCertificateURLs: [Certificate: URL]
    /// The server over TLS 1.3 only, requiring a client certificate from the test CA; nil when
    /// the Python running the server has no TLS 1.3 (Apple's python3, built with LibreSSL 2.8).
    public let clientCertificateURL: URL?
    /// A TLS port that shakes hands, closes its side, reads nothing and resets the connection a
    /// moment later, while the client is still sending.
    public let resettingURL: URL
    /// The same server at another origin (another port).
    public let otherOriginURL: URL
    /// The same server over IPv6 (`http://[::1]:PORT`), or nil when the machine has no IPv6.
    public let ipv6BaseURL: URL?
    private let process: Process
    private let input: Pipe

    private init() throws(StartFailure) {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("network-tests-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            for (name, contents) in OfflineTransport.datasetFiles {
                try contents.write(to: data.appendingPathComponent(name))
            }
        } catch {
            throw StartFailure(description: "cannot write the server's data: \(error)")
        }
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let script = here.appendingPathComponent("Server/jsonplaceholder_server.py")
        let certificates = here.appendingPathComponent("Certificates")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--data", data.path, "--certificates", certificates.path]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(at: data)
            throw StartFailure(description: "cannot start python3 \(script.path): \(error)")
        }
        let line = String(decoding: output.fileHandleForReading.readLine(), as: UTF8.self)
        // The server has read its data before it says its ports: the copy goes, so that test
        // runs leave nothing behind in the temporary directory.
        try? FileManager.default.removeItem(at: data)
        let words = line.split(separator: " ").map(String.init)
        var ports: [String: String] = [:]
        for index in stride(from: 0, to: words.count - 1, by: 2) { ports[words[index]] = words[index + 1] }
        func portURL(_ label: String, scheme: String = "http") -> URL? {
            ports[label].flatMap(Int.init).flatMap { URL(string: "\(scheme)://127.0.0.1:\($0)") }
        }
        guard let url = portURL("PORT"), let otherURL = portURL("ALT"), let tlsURL = portURL("TLS", scheme: "https"), let proxy = portURL("PROXY"),
            ports["CLIENT_CERTIFICATE"] != nil, let resetting = portURL("RESET_MID_WRITE", scheme: "https")
        else {
            throw StartFailure(description: "the test server did not report its ports (said \"\(line)\")")
        }
        var bad: [Certificate: URL] = [:]
        for certificate in Certificate.allCases {
            guard let port = portURL(certificate.rawValue, scheme: "https") else {
                throw StartFailure(description: "the test server did not report its \(certificate.rawValue) port (said \"\(line)\")")
            }
            bad[certificate] = port
        }
        baseURL = url
        otherOriginURL = otherURL
        tlsBaseURL = tlsURL
        proxyURL = proxy
        clientCertificateURL = portURL("CLIENT_CERTIFICATE", scheme: "https")
        resettingURL = resetting
        badCertificateURLs = bad
        testCAFile = certificates.appendingPathComponent("ca.pem").path
        ipv6BaseURL = ports["V6"].flatMap(Int.init).flatMap { URL(string: "http://[::1]:\($0)") }
    }

    /// The server's URL over `scheme`.
    public func baseURL(_ scheme: Scheme) -> URL {
        scheme == .http ? baseURL : tlsBaseURL
    }

    /// A TLS port of the server that presents `certificate`.
    public func url(presenting certificate: Certificate) -> URL {
        badCertificateURLs[certificate] ?? tlsBaseURL
    }

    /// The standard transport, trusting the test CA for `https://`, through `proxies` (none
    /// unless given, whatever the environment says).
    public func transport(proxies: ProxySettings = ProxySettings(), connectTimeout: Duration = .seconds(10)) -> StandardTransport {
        StandardTransport(connectTimeout: connectTimeout, tls: trustingTestCA, proxies: proxies)
    }

    /// TLS from the system's OpenSSL, trusting the test CA alone.
    public var trustingTestCA: TLSConfiguration {
        TLSConfiguration(trustedCertificatesFile: testCAFile)
    }

    /// A client for this server (or `baseURL`) over `transport` (the standard one trusting the
    /// test CA when nil) with `options`.
    public func client(
        baseURL: URL? = nil, transport: (any HTTPTransport)? = nil,
        _ configure: (inout NetworkClient.Options) -> Void = { _ in }
    ) -> NetworkClient {
        var options = NetworkClient.Options()
        options.timeout = .seconds(5)
        configure(&options)
        return NetworkClient(baseURL: baseURL ?? self.baseURL, transport: transport ?? self.transport(), options: options)
    }

    /// A client for this server over `scheme`, trusting the test CA.
    public func client(_ scheme: Scheme, _ configure: (inout NetworkClient.Options) -> Void = { _ in }) -> NetworkClient {
        client(baseURL: baseURL(scheme), configure)
    }

    /// A new scenario of this server: its own copy of the data, keeping writes, with its own rules.
    public func scenario() -> TestServerScenario {
        TestServerScenario(serverURL: baseURL, name: UUID().uuidString.lowercased())
    }
}

extension FileHandle {
    /// Bytes up to (not including) the next newline, read one at a time.
    fileprivate func readLine() -> Data {
        var line = Data()
        while let byte = try? read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
            line.append(first)
        }
        return line
    }
}

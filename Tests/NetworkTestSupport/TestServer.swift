import Foundation
import Network

/// The JSONPlaceholder-compatible server of `Server/jsonplaceholder_server.py`, started once per
/// test process on 127.0.0.1 (a second port there for another origin, and ::1 when the machine
/// has IPv6) and serving the offline backend's dataset. It exits when this process does (it
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

    public let baseURL: URL
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
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Server/jsonplaceholder_server.py")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--data", data.path]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw StartFailure(description: "cannot start python3 \(script.path): \(error)")
        }
        let line = String(decoding: output.fileHandleForReading.readLine(), as: UTF8.self)
        let words = line.split(separator: " ").map(String.init)
        guard words.count == 6, words[0] == "PORT", words[2] == "ALT", words[4] == "V6",
            let port = Int(words[1]), let url = URL(string: "http://127.0.0.1:\(port)"),
            let otherPort = Int(words[3]), let otherURL = URL(string: "http://127.0.0.1:\(otherPort)")
        else {
            throw StartFailure(description: "the test server did not report its ports (said \"\(line)\")")
        }
        baseURL = url
        otherOriginURL = otherURL
        ipv6BaseURL = Int(words[5]).flatMap { URL(string: "http://[::1]:\($0)") }
    }

    /// A client for this server (or `baseURL`) over `transport` with `options`.
    public func client(
        baseURL: URL? = nil, transport: any HTTPTransport = StandardTransport(),
        _ configure: (inout NetworkClient.Options) -> Void = { _ in }
    ) -> NetworkClient {
        var options = NetworkClient.Options()
        options.timeout = .seconds(5)
        configure(&options)
        return NetworkClient(baseURL: baseURL ?? self.baseURL, transport: transport, options: options)
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

import Foundation
@testable import Network

/// The JSONPlaceholder-compatible server of `Server/jsonplaceholder_server.py`, started once per
/// test process on 127.0.0.1 and serving the offline dataset. It exits when this process does
/// (it stops at the end of its standard input, which this process holds).
final class TestServer: Sendable {
    /// Why the server could not start.
    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    static let shared: Result<TestServer, StartFailure> = {
        do throws(StartFailure) {
            return .success(try TestServer())
        } catch {
            return .failure(error)
        }
    }()

    let baseURL: URL
    private let process: Process
    private let input: Pipe

    private init() throws(StartFailure) {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("network-tests-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            let store = OfflineStore.bundled
            try encoder.encode(store.posts).write(to: data.appendingPathComponent("posts.json"))
            try encoder.encode(store.comments).write(to: data.appendingPathComponent("comments.json"))
            try encoder.encode(store.users).write(to: data.appendingPathComponent("users.json"))
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
        guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)), let url = URL(string: "http://127.0.0.1:\(port)") else {
            throw StartFailure(description: "the test server did not report its port (said \"\(line)\")")
        }
        baseURL = url
    }

    /// A client for this server with `options`.
    func client(_ configure: (inout NetworkClient.Options) -> Void = { _ in }) -> NetworkClient {
        var options = NetworkClient.Options()
        options.timeout = .seconds(5)
        configure(&options)
        return NetworkClient(baseURL: baseURL, options: options)
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

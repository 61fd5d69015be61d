import Foundation
import Network
import NetworkTestSupport

// The HTTP client against the loopback test server (Python, so its own speed is part of the
// figure): a large body over TLS, and the memory a hostile body can cost over both schemes.

/// `GET /faults/huge/<key>?bytes=&declare=`: `bytes` spaces, with or without a Content-Length.
private struct HugeBody: Endpoint {
    typealias Response = Int
    var bytes: Int
    var declared: Bool
    var path: String { "/faults/huge/bench-\(UUID().uuidString.prefix(8))" }
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "bytes", value: String(bytes)), URLQueryItem(name: "declare", value: declared ? "yes" : "no")] }
    func decode(_ response: HTTPResponse) throws -> Int { response.body.count }
}

@MainActor
func runNetworkBenchmarks(into table: inout BenchmarkTable) async {
    let server: TestServer
    switch TestServer.shared {
    case .success(let started): server = started
    case .failure(let failure):
        table.note("network: the test server did not start (\(failure)); no network figures")
        return
    }
    for scheme in TestServer.Scheme.allCases {
        let samples = await bodySamples(server, scheme: scheme, bytes: 8 * 1024 * 1024)
        table.record(
            "network: 8 MB body over \(scheme.rawValue)://, request → last byte", wallSamples: samples,
            goal: scheme == .https ? .time(atMost: 200_000_000) : .reference)
    }
    for scheme in TestServer.Scheme.allCases {
        guard let growth = peakGrowthInChild(server, scheme: scheme) else {
            table.note("network: the memory probe over \(scheme.rawValue):// failed")
            continue
        }
        table.check(
            "network: 100 MB body, 10 MB limit, \(scheme.rawValue)://: peak memory growth", value: Double(growth), goal: .bytes(atMost: 30 * 1024 * 1024))
    }
}

/// Ten fetches of a `bytes` body (after one warm-up), each timed from request to last byte.
private func bodySamples(_ server: TestServer, scheme: TestServer.Scheme, bytes: Int) async -> [Double] {
    let client = server.client(scheme) {
        $0.maximumResponseSize = bytes
        $0.timeout = .seconds(30)
        $0.retry = .never
    }
    var samples: [Double] = []
    for index in 0..<11 {
        let start = DispatchTime.now().uptimeNanoseconds
        guard (try? await client.request(HugeBody(bytes: bytes, declared: true))) == bytes else { return [] }
        if index > 0 { samples.append(Double(DispatchTime.now().uptimeNanoseconds - start)) }
    }
    return samples
}

/// Runs this program again as `network-memory SCHEME`: a fresh process, so its peak resident
/// size is this one request's, not what earlier benchmarks left.
private func peakGrowthInChild(_ server: TestServer, scheme: TestServer.Scheme) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ownExecutablePath())
    process.arguments = ["network-memory", scheme.rawValue]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
}

/// The child's side of ``peakGrowthInChild``: one request for 100 MB, not declared, against a
/// 10 MB limit; prints how far the peak resident size rose above the size before the request.
func runNetworkMemoryProbe(scheme: String) async -> Int32 {
    guard case .success(let server) = TestServer.shared, let scheme = TestServer.Scheme(rawValue: scheme) else { return 2 }
    let client = server.client(scheme) {
        $0.maximumResponseSize = 10 * 1024 * 1024
        $0.timeout = .seconds(60)
        $0.retry = .never
    }
    // A first request loads what every request needs (OpenSSL, the connection code).
    _ = try? await client.request(HugeBody(bytes: 1024, declared: true))
    let before = residentBytes()
    let outcome: Result<Int, NetworkError> = await {
        do throws(NetworkError) {
            return .success(try await client.request(HugeBody(bytes: 100 * 1024 * 1024, declared: false)))
        } catch {
            return .failure(error)
        }
    }()
    guard case .failure(.responseTooLarge) = outcome, let peak = peakResidentBytes() else { return 3 }
    print(max(0, peak - before))
    return 0
}

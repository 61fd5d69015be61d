import Foundation
import Network
import NetworkTestSupport

// Response heads of hostile shapes through HTTP1Transport from a loopback server: 4, 16 and
// 64 KB of obs-folds, of many short fields, and of seven 1xx heads before the answer. Each
// sample is one request on a kept-alive connection, request → last byte of an empty body, so
// the figure is the parse plus a loopback round trip. Goal: a 64 KB head of any shape in 5 ms.

@MainActor
func runResponseHeadBenchmarks(into table: inout BenchmarkTable) async {
    for shape in HeadShape.allCases {
        for kilobytes in [4, 16, 64] {
            // The head limit is 64 KiB: the largest head stays a little under it.
            let head = shape.head(bytes: kilobytes * 1024 - 128)
            let name = "response head: \(kilobytes) KB of \(shape.rawValue), through HTTP1Transport on loopback"
            guard let samples = await headSamples(Array(head.utf8)) else {
                table.note("\(name): the request failed")
                continue
            }
            table.record(name, wallSamples: samples, goal: .time(atMost: 5_000_000))
        }
    }
}

/// Twenty requests answered with `response` (after one warm-up), each timed; nil on a failure.
private func headSamples(_ response: [UInt8]) async -> [Double]? {
    guard let server = try? CannedResponseServer(response: response), let url = URL(string: server.url + "/") else { return nil }
    defer { server.stop() }
    let transport = HTTP1Transport()
    var samples: [Double] = []
    for index in 0..<21 {
        let start = DispatchTime.now().uptimeNanoseconds
        guard (try? await transport.send(HTTPRequest(url: url), maximumBodySize: 1024))?.statusCode == 200 else { return nil }
        if index > 0 { samples.append(Double(DispatchTime.now().uptimeNanoseconds - start)) }
    }
    return samples
}

import Foundation
import Network

/// What the fault routes answer when they succeed.
struct FaultReply: Decodable, Sendable, Equatable {
    var ok: Bool
    var calls: Int?
}

/// `GET /faults/...`: a route of the test server that misbehaves on purpose.
struct FaultEndpoint: Endpoint {
    typealias Response = FaultReply
    var route: String
    var query: [String: String] = [:]
    var method: HTTPMethod = .get

    var path: String { "/faults/\(route)" }
    var queryItems: [URLQueryItem] { query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) } }
}

/// `GET /faults/count/<key>`: how many requests a fault route received.
struct RequestCount: Endpoint {
    struct Response: Decodable, Sendable { var count: Int }
    var key: String
    var path: String { "/faults/count/\(key)" }
}

/// `GET /faults/echo-headers`: the request's headers, lowercased.
struct EchoHeaders: Endpoint {
    typealias Response = [String: String]
    var path: String { "/faults/echo-headers" }
}

/// A key no other test uses, so counts on the shared server stay apart.
func uniqueKey(_ name: String) -> String {
    "\(name)-\(UUID().uuidString.prefix(8))"
}

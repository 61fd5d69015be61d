import Foundation
import Network

/// One test's own JSONPlaceholder on the ``TestServer``, under `/scenarios/<name>/`: served as
/// json-server 1.x serves it (created posts are kept, with random string ids; deleted users are
/// gone) on a copy of the data no other test touches, with rules that make chosen requests
/// fail, hang or answer what the test says.
public struct TestServerScenario: Sendable {
    /// What the server does with the requests a rule matches, in place of answering them.
    public enum Fault: Sendable {
        /// Answers with this HTTP status.
        case status(Int)
        /// Answers as usual, after `seconds`.
        case hang(seconds: Double)
        /// Answers 200 with JSON cut short.
        case malformed
        /// Answers 200 with these posts (and their count in `X-Total-Count`).
        case posts([Post])
        /// Answers 200 with these posts and `X-Total-Count: total`, whatever it says.
        case postsWithTotal([Post], total: String)
        /// Answers 200 with `count` tiny posts made by the server.
        case generatedPosts(count: Int)
        /// Answers 200 with these users.
        case users([User])
    }

    /// A fault for the requests of `method` to `path` (below the scenario, without the query),
    /// for the next `times` of them or, without `times`, until the rules change.
    public struct Rule: Sendable, Encodable {
        public var method: HTTPMethod
        public var path: String
        public var fault: Fault
        public var times: Int?

        /// Creates a rule.
        public init(_ method: HTTPMethod = .get, _ path: String, _ fault: Fault, times: Int? = nil) {
            self.method = method
            self.path = path
            self.fault = fault
            self.times = times
        }

        private enum CodingKeys: String, CodingKey {
            case method, path, times, status, hang, malformed, json, total
            case generatedPosts = "generate_posts"
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(method.rawValue, forKey: .method)
            try container.encode(path, forKey: .path)
            try container.encodeIfPresent(times, forKey: .times)
            switch fault {
            case .status(let code): try container.encode(code, forKey: .status)
            case .hang(let seconds): try container.encode(seconds, forKey: .hang)
            case .malformed: try container.encode(true, forKey: .malformed)
            case .posts(let posts): try container.encode(posts, forKey: .json)
            case .postsWithTotal(let posts, let total):
                try container.encode(posts, forKey: .json)
                try container.encode(total, forKey: .total)
            case .generatedPosts(let count): try container.encode(count, forKey: .generatedPosts)
            case .users(let users): try container.encode(users, forKey: .json)
            }
        }
    }

    /// The scenario's API, to hand to the app as its `--api` URL.
    public let baseURL: URL

    init(serverURL: URL, name: String) {
        baseURL = serverURL.appendingPathComponent("scenarios").appendingPathComponent(name)
    }

    /// Replaces the scenario's rules; an empty list clears them, as a server that recovered.
    public func setRules(_ rules: [Rule]) async throws(NetworkError) {
        var options = NetworkClient.Options()
        options.timeout = .seconds(10)
        // No proxy: the scenario lives on loopback, whatever the environment says.
        let transport = StandardTransport(proxies: ProxySettings())
        try await NetworkClient(baseURL: baseURL, transport: transport, options: options).request(SetRules(rules: rules))
    }

    /// `PUT /_rules`: the server's own control request, not part of the API.
    private struct SetRules: Endpoint {
        typealias Response = Void
        var rules: [Rule]
        var method: HTTPMethod { .put }
        var path: String { "/_rules" }
        var body: Data? { try? JSONEncoder().encode(rules) }
        func decode(_ response: HTTPResponse) throws {}
    }
}

import Foundation
import Testing

@testable import Network

/// A port is an outside number too: one the URL cannot hold is refused, never replaced by the default.
@Suite("Request targets: ports")
struct TargetPortTests {
    @Test(
        "a port past what Foundation can hold, or out of 1...65535, makes no target",
        arguments: ["http://127.0.0.1:99999999999999999999/", "http://127.0.0.1:65536/", "http://127.0.0.1:0/", "https://[::1]:99999999999999999999/"])
    func refused(url: String) throws {
        let parsed = try #require(URL(string: url))
        #expect(throws: NetworkError.self) { try HTTPExchange.Target(parsed) }
    }

    @Test("a port that fits is kept, and none gives the scheme's default")
    func kept() throws {
        #expect(try HTTPExchange.Target(#require(URL(string: "http://127.0.0.1:8080/posts"))).port == 8080)
        #expect(try HTTPExchange.Target(#require(URL(string: "https://user:pw@example.com/"))).port == 443)
        #expect(try HTTPExchange.Target(#require(URL(string: "http://[::1]/"))).port == 80)
    }
}

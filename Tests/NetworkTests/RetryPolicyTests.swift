import Foundation
import Testing

@testable import Network

@Suite("Retry policy")
struct RetryPolicyTests {
    @Test("the wait doubles from the base delay up to the cap")
    func exponential() {
        let policy = RetryPolicy(baseDelay: .milliseconds(100), maxDelay: .milliseconds(500), jitter: 0)
        let waits = (1...5).map { policy.delay(afterAttempt: $0, random: 0.7) }
        #expect(waits == [.milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(500), .milliseconds(500)])
    }

    @Test("jitter takes off at most its share of the wait")
    func jitter() {
        let policy = RetryPolicy(baseDelay: .milliseconds(100), jitter: 0.5)
        #expect(policy.delay(afterAttempt: 1, random: 0) == .milliseconds(100))
        #expect(policy.delay(afterAttempt: 1, random: 0.999_999) > .milliseconds(50))
    }

    @Test("Retry-After is read as seconds or as an HTTP date")
    func retryAfter() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryAfter.parse("3", now: now) == .seconds(3))
        #expect(RetryAfter.parse("Tue, 14 Nov 2023 22:13:30 GMT", now: now) == .seconds(10))
        #expect(RetryAfter.parse("soon", now: now) == nil)
        #expect(RetryAfter.parse(nil, now: now) == nil)
    }

    @Test("error messages are readable and excerpts carry no escape sequences or control characters")
    func messages() {
        #expect(NetworkError.timeout(seconds: 15).userMessage == "The server took too long to answer. Try again.")
        #expect(NetworkError.httpStatus(code: 503, bodyExcerpt: "").userMessage == "The server had a problem (503). Try again later.")
        #expect(NetworkClient.excerpt(Data("a\u{1B}[31mb\nc".utf8), length: 20) == "ab c")
    }

    @Test("Retry-After 0 and dates in the past read as no wait")
    func retryAfterZeroOrPast() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryAfter.parse("0", now: now) == .zero)
        #expect(RetryAfter.parse("Wed, 21 Oct 2015 07:28:00 GMT", now: now) == .zero)
    }
}

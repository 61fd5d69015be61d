import Foundation
import Synchronization
import Testing
@testable import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private func server() throws -> TestServer {
    try TestServer.shared.get()
}

/// The transports a time limit must hold for: our own HTTP/1.1 and URLSession.
enum TransportKind: String, CaseIterable, CustomTestStringConvertible {
    case standard, urlSession

    var testDescription: String { rawValue }

    func make() -> any HTTPTransport {
        switch self {
        case .standard: StandardTransport()
        case .urlSession: URLSessionTransport()
        }
    }
}

/// `GET|POST /faults/slow/<key>?seconds=`: answers after `seconds`.
private func slow(_ key: String, seconds: Double, method: HTTPMethod = .get) -> FaultEndpoint {
    FaultEndpoint(route: "slow/\(key)", query: ["seconds": String(seconds)], method: method)
}

/// `GET /faults/most-in-flight/<route>`: how many requests to `route` overlapped at most.
private struct MostInFlight: Endpoint {
    struct Response: Decodable, Sendable { var count: Int }
    var route: String
    var path: String { "/faults/most-in-flight/\(route)" }
}

@Suite("Time limits, queueing and cancellation", .timeLimit(.minutes(1)))
struct TimeLimitTests {
    @Test("a 0.5 s limit lets a 0.2 s answer through and stops a 2 s one at about 0.5 s", arguments: TransportKind.allCases)
    func halfSecondLimit(_ kind: TransportKind) async throws {
        let client = try server().client(transport: kind.make()) { $0.timeout = .milliseconds(500); $0.retry = .never }
        let reply = try await client.request(slow(uniqueKey("fast"), seconds: 0.2))
        #expect(reply.ok)
        let started = ContinuousClock.now
        await #expect(throws: NetworkError.timeout(seconds: 0.5)) { try await client.request(slow(uniqueKey("late"), seconds: 2)) }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(480) && elapsed < .milliseconds(1400), "fired after \(elapsed)")
    }

    @Test("a 1.5 s limit lets a 1.1 s answer through and stops a 3 s one at about 1.5 s", arguments: TransportKind.allCases)
    func oneAndAHalfSecondLimit(_ kind: TransportKind) async throws {
        let client = try server().client(transport: kind.make()) { $0.timeout = .milliseconds(1500); $0.retry = .never }
        let reply = try await client.request(slow(uniqueKey("fast"), seconds: 1.1))
        #expect(reply.ok)
        let started = ContinuousClock.now
        await #expect(throws: NetworkError.timeout(seconds: 1.5)) { try await client.request(slow(uniqueKey("late"), seconds: 3)) }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(1480) && elapsed < .milliseconds(2400), "fired after \(elapsed)")
    }

    @Test("maxTotalTime bounds the whole call, the last attempt included")
    func totalTimeIncludesLastAttempt() async throws {
        let client = try server().client {
            $0.timeout = .milliseconds(1200)
            $0.retry = RetryPolicy(maxAttempts: 5, maxTotalTime: .milliseconds(1500))
            $0.sleep = { _ in }  // no wait between attempts: the two attempts alone pass the total
        }
        let key = uniqueKey("total")
        let started = ContinuousClock.now
        let error = await #expect(throws: NetworkError.self) { try await client.request(slow(key, seconds: 5)) }
        let elapsed = ContinuousClock.now - started
        #expect(error?.isTransient == true)
        // 1.2 s for the first attempt, then the 0.3 s left for the second, not another 1.2 s.
        #expect(elapsed >= .milliseconds(1450) && elapsed < .milliseconds(2200), "took \(elapsed)")
        let attempts = try await client.request(RequestCount(key: "slow/\(key)")).count
        #expect(attempts == 2)
    }

    @Test("waiting for a turn behind the concurrency limit does not eat a request's time limit")
    func queueingIsNotTimed() async throws {
        let client = try server().client { $0.timeout = .milliseconds(1500); $0.maximumConcurrentRequests = 2; $0.retry = .never }
        let key = uniqueKey("queue")
        // Four 0.8 s answers two at a time: the last two wait 0.8 s, then take 0.8 s of their own.
        let replies = try await withThrowingTaskGroup(of: FaultReply.self) { group in
            for _ in 0..<4 { group.addTask { try await client.request(slow(key, seconds: 0.8)) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(replies.count == 4 && replies.allSatisfy(\.ok))
        #expect(try await client.request(MostInFlight(route: "slow/\(key)")).count == 2)
    }

    @Test("cancelled requests that are still waiting for a turn are never sent")
    func cancelledWhileQueuedIsNotSent() async throws {
        let (started, starting) = AsyncStream.makeStream(of: Void.self)
        let client = try server().client {
            $0.maximumConcurrentRequests = 4
            $0.retry = .never
            $0.interceptors = [AttemptSignal(starting)]
        }
        let key = uniqueKey("cancel-post")
        let requests = (0..<300).map { _ in
            Task { try await client.request(slow(key, seconds: 2, method: .post)) }
        }
        // Once four attempts hold the four turns, the others can only be waiting for one.
        var turns = started.makeAsyncIterator()
        for _ in 0..<4 { await turns.next() }
        for request in requests { request.cancel() }
        for request in requests {
            await #expect(throws: NetworkError.cancelled) { try await request.value }
        }
        #expect(try await client.request(RequestCount(key: "slow/\(key)")).count <= 4)
    }
}

/// Yields once for every attempt that got its turn and is about to be sent.
private struct AttemptSignal: NetworkInterceptor {
    let continuation: AsyncStream<Void>.Continuation
    init(_ continuation: AsyncStream<Void>.Continuation) { self.continuation = continuation }

    func prepare(_ request: URLRequest) async throws(NetworkError) -> URLRequest {
        continuation.yield()
        return request
    }
}

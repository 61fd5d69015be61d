import Foundation
import NetworkTestSupport
import Synchronization
import Testing

@testable import Network

private func server() throws -> TestServer {
    try TestServer.shared.get()
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

@Suite("Time limits, queueing and cancellation", .serialized, .timeLimit(.minutes(1)))
struct TimeLimitTests {
    // Other suites share this process's concurrency pool and can hold it (synchronous tests,
    // exit tests waiting for their child), which delays timers by up to a second or so on a
    // loaded machine. So: lower bounds on when a limit fires (the timeout error itself shows it
    // fired before the server's later answer); answers that must get through may retry, while a
    // limit that fires early (a limit counted in whole seconds) fails every attempt; and the
    // one upper bound, on the total time, sits well over a second below what the old behaviour took.

    @Test("a 0.5 s limit lets a 0.1 s answer through and stops a 2 s one no sooner than 0.5 s", arguments: TestServer.Scheme.allCases)
    func halfSecondLimit(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(baseURL: server().baseURL(scheme)) {
            $0.timeout = .milliseconds(500)
            $0.sleep = { _ in }
        }
        let reply = try await client.request(slow(uniqueKey("fast"), seconds: 0.1))
        #expect(reply.ok)
        let strict = try server().client(baseURL: server().baseURL(scheme)) {
            $0.timeout = .milliseconds(500)
            $0.retry = .never
        }
        let started = ContinuousClock.now
        await #expect(throws: NetworkError.timeout(seconds: 0.5)) { try await strict.request(slow(uniqueKey("late"), seconds: 2)) }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(490), "fired after \(elapsed)")
    }

    @Test(
        "a transport's exchange limit ends a wait on a silent server, over TLS as over HTTP, long before the idle limit", arguments: TestServer.Scheme.allCases)
    func exchangeLimitEndsWaits(_ scheme: TestServer.Scheme) async throws {
        let server = try server()
        // The idle limit and the client's own time limit outlast the server's answer at 3 s:
        // only the exchange limit can end this. Checked between reads alone, as it once was, it
        // let the first read wait for that answer.
        let transport = HTTP1Transport(idleLimit: .seconds(30), tls: server.trustingTestCA, proxies: ProxySettings(), exchangeLimit: .milliseconds(300))
        let client = server.client(baseURL: server.baseURL(scheme), transport: transport) {
            $0.timeout = .seconds(20)
            $0.retry = .never
        }
        let started = ContinuousClock.now
        await #expect(throws: NetworkError.timeout(seconds: 0.3)) { try await client.request(slow(uniqueKey("exchange"), seconds: 3)) }
        let elapsed = ContinuousClock.now - started
        // Before the server's answer at 3 s, which would have ended it too (and without an error):
        // a bound tighter than that measured the machine, and failed once under a loaded run.
        #expect(elapsed >= .milliseconds(290) && elapsed < .seconds(3), "ended after \(elapsed)")
    }

    @Test("a 1.5 s limit lets a 1.1 s answer through and stops a 3 s one no sooner than 1.5 s", arguments: TestServer.Scheme.allCases)
    func oneAndAHalfSecondLimit(_ scheme: TestServer.Scheme) async throws {
        let client = try server().client(baseURL: server().baseURL(scheme)) {
            $0.timeout = .milliseconds(1500)
            $0.sleep = { _ in }
        }
        let reply = try await client.request(slow(uniqueKey("fast"), seconds: 1.1))
        #expect(reply.ok)
        let strict = try server().client(baseURL: server().baseURL(scheme)) {
            $0.timeout = .milliseconds(1500)
            $0.retry = .never
        }
        let started = ContinuousClock.now
        await #expect(throws: NetworkError.timeout(seconds: 1.5)) { try await strict.request(slow(uniqueKey("late"), seconds: 3)) }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(1490), "fired after \(elapsed)")
    }

    @Test("maxTotalTime bounds the whole call, the last attempt included")
    func totalTimeIncludesLastAttempt() async throws {
        let client = try server().client {
            $0.timeout = .seconds(2)
            $0.retry = RetryPolicy(maxAttempts: 5, baseDelay: .milliseconds(10), maxTotalTime: .milliseconds(2200))
            $0.sleep = { _ in }
        }
        let started = ContinuousClock.now
        let error = await #expect(throws: NetworkError.self) { try await client.request(slow(uniqueKey("total"), seconds: 10)) }
        let elapsed = ContinuousClock.now - started
        #expect(error?.isTransient == true)
        // 2 s for the first attempt, then the 0.2 s left for a second one: 2.2 s in all, where a
        // second full attempt would end at 4 s. The lower bound shows the second attempt was made.
        #expect(elapsed >= .milliseconds(2150), "the call took \(elapsed)")
        #expect(elapsed < .milliseconds(3600), "the call took \(elapsed)")
    }

    @Test("waiting for a turn behind the concurrency limit does not eat a request's time limit")
    func queueingIsNotTimed() async throws {
        let client = try server().client {
            $0.timeout = .milliseconds(2900)
            $0.maximumConcurrentRequests = 2
            $0.retry = .never
        }
        let key = uniqueKey("queue")
        // Four 1.5 s answers two at a time: the last two wait 1.5 s, then take 1.5 s of their own,
        // 3 s in all, over their 2.9 s limit if the wait counted.
        let replies = try await withThrowingTaskGroup(of: FaultReply.self) { group in
            for _ in 0..<4 { group.addTask { try await client.request(slow(key, seconds: 1.5)) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(replies.count == 4 && replies.allSatisfy(\.ok))
        #expect(try await client.request(MostInFlight(route: "slow/\(key)")).count == 2)
    }

    @Test("cancelled requests that are still waiting for a turn are never sent")
    func cancelledWhileQueuedIsNotSent() async throws {
        let (started, starting) = AsyncStream.makeStream(of: String.self)
        let client = try server().client {
            $0.maximumConcurrentRequests = 4
            $0.retry = .never
            $0.interceptors = [AttemptSignal(starting)]
        }
        let key = uniqueKey("cancel-post")
        let requests = (0..<300).map { index in
            Task {
                try await client.request(FaultEndpoint(route: "slow/\(key)", query: ["seconds": "2", "n": String(index)], method: .post))
            }
        }
        // Once four attempts hold the four turns, the others can only be waiting for one.
        var turns = started.makeAsyncIterator()
        var holding: Set<Int> = []
        for _ in 0..<4 { if let index = await turns.next().flatMap(Int.init) { holding.insert(index) } }
        // The waiting ones are cancelled first: cancelling a holder frees a turn, and a request
        // not yet cancelled could rightly take it and be sent.
        for (index, request) in requests.enumerated() where !holding.contains(index) { request.cancel() }
        for index in holding { requests[index].cancel() }
        for request in requests {
            await #expect(throws: NetworkError.cancelled) { try await request.value }
        }
        #expect(try await client.request(RequestCount(key: "slow/\(key)")).count <= 4)
    }
}

/// Yields once for every attempt that got its turn and is about to be sent.
private struct AttemptSignal: NetworkInterceptor {
    let continuation: AsyncStream<String>.Continuation
    init(_ continuation: AsyncStream<String>.Continuation) { self.continuation = continuation }

    /// Says which request (its `n` query item) is about to be sent.
    func prepare(_ request: HTTPRequest) async throws(NetworkError) -> HTTPRequest {
        let index = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?
            .queryItems?.first { $0.name == "n" }?.value
        continuation.yield(index ?? "")
        return request
    }
}

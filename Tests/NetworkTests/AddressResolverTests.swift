import Dispatch
import SystemCalls
import Testing

@testable import Network

/// Releases the lookups a test left blocked, so their threads end with it.
private final class BlockedLookups: Sendable {
    private let gate = DispatchSemaphore(value: 0)

    func block() { gate.wait() }

    func releaseAll(_ count: Int) {
        for _ in 0..<count { gate.signal() }
    }
}

@Suite("Name lookup", .timeLimit(.minutes(1)))
struct AddressResolverTests {
    @Test("a lookup that never returns costs the connect timeout; the caller stops waiting for it")
    func lookupTimeout() throws {
        let blocked = BlockedLookups()
        defer { blocked.releaseAll(1) }
        let canceller = try #require(ConnectionCanceller())
        defer { canceller.invalidate() }
        let started = ContinuousClock.now
        var failure: StreamFailure?
        do throws(StreamFailure) {
            _ = try AddressResolver.resolve(host: "slow.example", port: 80, canceller: canceller, deadline: started.advanced(by: .milliseconds(300))) { _, _ in
                blocked.block()
                return .success([])
            }
        } catch {
            failure = error
        }
        guard case .connectTimeout? = failure else {
            Issue.record("expected a connect timeout, got \(String(describing: failure))")
            return
        }
        #expect(ContinuousClock.now - started >= .milliseconds(300))
        #expect(ContinuousClock.now - started < .seconds(30), "it stopped waiting for the lookup")
    }

    @Test("cancelling during a lookup that never returns ends the wait at once")
    func lookupCancelled() throws {
        let blocked = BlockedLookups()
        defer { blocked.releaseAll(1) }
        let canceller = try #require(ConnectionCanceller())
        defer { canceller.invalidate() }
        var failure: StreamFailure?
        do throws(StreamFailure) {
            _ = try AddressResolver.resolve(host: "slow.example", port: 80, canceller: canceller, deadline: .now.advanced(by: .seconds(30))) { _, _ in
                canceller.cancel()
                blocked.block()
                return .success([])
            }
        } catch {
            failure = error
        }
        guard case .cancelled? = failure else {
            Issue.record("expected a cancelled lookup, got \(String(describing: failure))")
            return
        }
    }

    @Test("a lookup that answers is used; a failed one says why")
    func answers() throws {
        let canceller = try #require(ConnectionCanceller())
        defer { canceller.invalidate() }
        let address = ResolvedAddress(family: 2, socketProtocol: 6, address: [1, 2, 3])
        let found = try AddressResolver.resolve(host: "a", port: 1, canceller: canceller, deadline: .now.advanced(by: .seconds(5))) { _, _ in
            .success([address])
        }
        #expect(found.map(\.address) == [[1, 2, 3]])
        var failure: StreamFailure?
        do throws(StreamFailure) {
            _ = try AddressResolver.resolve(host: "b", port: 1, canceller: canceller, deadline: .now.advanced(by: .seconds(5))) { _, _ in
                .failure(.hostNotFound("no b"))
            }
        } catch {
            failure = error
        }
        guard case .hostNotFound("no b")? = failure else {
            Issue.record("expected the lookup's failure, got \(String(describing: failure))")
            return
        }
    }
}

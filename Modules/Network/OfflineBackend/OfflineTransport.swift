import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An in-process JSONPlaceholder: answers the API's endpoints from the bundled dataset, so the
/// app works with no network. It speaks HTTP's shapes (status, `X-Total-Count`, JSON bodies),
/// so everything above the transport runs the same path as against a real server. Created
/// posts and deleted users stay so for the life of the transport.
public final class OfflineTransport: HTTPTransport {
    /// Make-believe trouble, for demos of loading and error states.
    public struct Simulation: Sendable {
        /// How long each answer takes.
        public var latency: Duration
        /// The share of requests, from 0 to 1, answered with 503 Service Unavailable.
        public var failureRate: Double
        /// The seed of the failures, so a demo fails the same way each time.
        public var seed: UInt64

        /// Creates a `Simulation` from its parts.
        public init(latency: Duration = .zero, failureRate: Double = 0, seed: UInt64 = 1) {
            self.latency = latency
            self.failureRate = min(1, max(0, failureRate))
            self.seed = seed
        }

        /// Answers at once and never fails.
        public static let none = Simulation()
    }

    /// Nil until the first request: decoding the bundled dataset is most of what a start costs,
    /// and the first frame need not wait for it (nor hold its memory).
    private let store = Mutex<OfflineStore?>(nil)
    private let simulation: Simulation
    private let generator: Mutex<SeededGenerator>

    /// Creates a backend over the bundled dataset.
    public init(simulation: Simulation = .none) {
        self.simulation = simulation
        self.generator = Mutex(SeededGenerator(seed: simulation.seed))
    }

    public func send(_ request: HTTPRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        if simulation.latency > .zero {
            do { try await Task.sleep(for: simulation.latency) } catch { throw .cancelled }
        }
        guard !Task.isCancelled else { throw .cancelled }
        if simulation.failureRate > 0, generator.withLock({ $0.nextUnit() }) < simulation.failureRate {
            return OfflineStore.json(["error": "simulated outage"], status: 503)
        }
        // Decoded once per process, outside the lock, and only the collection asked for.
        OfflineStore.decodeCollection(for: request)
        let response = store.withLock { state -> HTTPResponse in
            var current = state.take() ?? OfflineStore.bundled
            let response = current.respond(to: request)
            state = current
            return response
        }
        guard response.body.count <= maximumBodySize else { throw .responseTooLarge(limit: maximumBodySize) }
        return response
    }
}

/// A small deterministic generator (SplitMix64) for simulated failures.
struct SeededGenerator: Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func nextUnit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

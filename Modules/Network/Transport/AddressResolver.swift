import Synchronization
import SystemCalls

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Resolves a host name on a thread of its own, so a caller can stop waiting for it.
///
/// `getaddrinfo` cannot be cancelled and may block for as long as the system's resolver
/// tries; the caller waits on a pipe with its deadline and its canceller, and a lookup it gave
/// up on finishes alone and cleans up after itself.
enum AddressResolver {
    /// A blocking lookup of a host and port; `getaddrinfo` unless a test gives another.
    typealias LookUp = @Sendable (String, Int) -> Result<[ResolvedAddress], StreamFailure>

    static func resolve(
        host: String, port: Int, canceller: ConnectionCanceller, deadline: ContinuousClock.Instant, lookUp: @escaping LookUp = lookUp
    ) throws(StreamFailure) -> [ResolvedAddress] {
        guard let lookup = Lookup() else { throw .cannotConnect(.tooManyFiles, "no file descriptors left for a name lookup") }
        defer { lookup.abandon() }
        let started = ThreadStarter.start(name: "name-lookup") {
            lookup.finish(lookUp(host, port))
        }
        // The result stands in for the thread's, so abandoning closes the pipe as usual.
        if !started { lookup.finish(.failure(.cannotConnect(.noThread, "no thread left for a name lookup"))) }
        while true {
            if let result = lookup.result { return try result.get() }
            guard !canceller.isCancelled else { throw .cancelled }
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { throw .connectTimeout }
            switch TCPSocket.wait(lookup.readEnd, for: .readable, wake: canceller.readEnd, milliseconds: remaining.milliseconds) {
            case .woken: throw .cancelled
            case .failed(let error) where !error.isInterrupted: throw .lost("poll failed: \(error.text)")
            case .ready, .timedOut, .failed: continue
            }
        }
    }

    @Sendable static func lookUp(host: String, port: Int) -> Result<[ResolvedAddress], StreamFailure> {
        NameLookup.addresses(host: host, port: port).mapError { .hostNotFound($0.reason) }
    }
}

/// The rendezvous of a lookup's thread and its caller: a result, and a pipe that becomes
/// readable when it is there. Whichever side is last closes the pipe.
private final class Lookup: Sendable {
    private struct State {
        var result: Result<[ResolvedAddress], StreamFailure>?
        var abandoned = false
        var closed = false
    }

    private let pipe: WakePipe
    private let state = Mutex(State())

    init?() {
        guard let pipe = WakePipe.make() else { return nil }
        self.pipe = pipe
    }

    var readEnd: Int32 { pipe.readEnd }

    var result: Result<[ResolvedAddress], StreamFailure>? { state.withLock { $0.result } }

    /// Called by the lookup's thread.
    func finish(_ result: Result<[ResolvedAddress], StreamFailure>) {
        state.withLock { state in
            if state.abandoned {
                closePipe(&state)
                return
            }
            state.result = result
            pipe.wake()
        }
    }

    /// Called by the caller when it stops waiting, with or without a result.
    func abandon() {
        state.withLock { state in
            state.abandoned = true
            if state.result != nil { closePipe(&state) }
        }
    }

    private func closePipe(_ state: inout State) {
        guard !state.closed else { return }
        state.closed = true
        pipe.close()
    }
}

extension Duration {
    /// Whole milliseconds, rounded up, at least 0 and at most `Int32.max`, for `poll`.
    var milliseconds: Int32 {
        // Never negative: poll would read that as "wait for ever".
        guard self > .zero else { return 0 }
        let (seconds, attoseconds) = components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return Int32.max }
        let extra = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        let (total, sumOverflow) = product.addingReportingOverflow(extra)
        return sumOverflow ? Int32.max : Int32(clamping: total)
    }
}

import Dispatch
import Synchronization

/// One request handed from a connection's thread to the main actor: it runs at most once,
/// and only if the connection has not given up on it first.
final class PendingRequest: Sendable {
    private enum Stage {
        case waiting, running
        case answered(String)
        case withdrawn
    }

    private let stage = Mutex(Stage.waiting)
    private let answered = DispatchSemaphore(value: 0)

    /// Claims the request for the main actor; false when it was withdrawn.
    func start() -> Bool {
        stage.withLock { stage in
            guard case .waiting = stage else { return false }
            stage = .running
            return true
        }
    }

    /// Records the reply and wakes the waiting thread (after the lock is let go).
    func finish(with reply: String) {
        stage.withLock { $0 = .answered(reply) }
        answered.signal()
    }

    /// Withdraws a request that has not started; false when it already runs or ran.
    func withdraw() -> Bool {
        stage.withLock { stage in
            guard case .waiting = stage else { return false }
            stage = .withdrawn
            return true
        }
    }

    /// How a wait for the main actor ended.
    enum Outcome: Equatable {
        case answered(String)
        /// It had not started within the limit, and never will.
        case withdrawn
        /// It started within the limit but did not finish within the same time again; it may
        /// still take effect.
        case overran
    }

    /// Waits for the reply: up to `limit` for it, withdrawing the request if it has not started
    /// by then; once it has started, up to `limit` more. So the wait is never longer than twice
    /// the limit, whatever the main actor does.
    func outcome(within limit: Duration) -> Outcome {
        if let reply = waitForReply(within: limit) { return .answered(reply) }
        if withdraw() { return .withdrawn }
        return waitForReply(within: limit).map(Outcome.answered) ?? .overran
    }

    /// The reply, waiting for it up to `limit`; nil on time out.
    func waitForReply(within limit: Duration) -> String? {
        let nanoseconds = limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000
        guard answered.wait(timeout: .now() + .nanoseconds(Int(clamping: nanoseconds))) == .success else { return nil }
        // Let a later wait see the reply too.
        answered.signal()
        return stage.withLock { stage in
            if case .answered(let reply) = stage { return reply }
            return nil
        }
    }
}

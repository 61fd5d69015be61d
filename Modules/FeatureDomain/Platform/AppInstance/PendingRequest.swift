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

    /// The reply, waiting for it up to `seconds` (nil: as long as it takes); nil on time out.
    func waitForReply(seconds: Int?) -> String? {
        if let seconds {
            guard answered.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
        } else {
            answered.wait()
        }
        // Let a later wait see the reply too.
        answered.signal()
        return stage.withLock { stage in
            if case .answered(let reply) = stage { return reply }
            return nil
        }
    }
}

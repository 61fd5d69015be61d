import Synchronization

/// The subscribers of a relay and the deliveries owed to them: what ``CurrentValueRelay`` and
/// ``ReplayRelay`` share.
///
/// Nothing is yielded, finished or released while the lock is held. A yield can resume a
/// suspended subscriber, which needs that subscriber task's own lock; a task being cancelled
/// holds that lock while its stream's termination handler unregisters here. Yielding under our
/// lock made the two wait for each other for ever. So an accept only queues its value, with a
/// snapshot of the subscribers it is for, and one thread at a time (whoever finds nobody
/// draining) delivers the queue in order outside the lock. Every subscriber still sees the
/// accepts in the order they took the lock.
final class RelayHub<Value: Sendable>: Sendable {
    private struct Delivery {
        var value: Value
        var recipients: [AsyncStream<Value>.Continuation]
    }

    private struct State: ~Copyable {
        var current: Value?
        /// Counts accepts, so an accept that compared outside the lock can tell nothing came between.
        var version: UInt64 = 0
        var subscribers = RelaySubscribers<Value>()
        var pending: [Delivery] = []
        var isDraining = false

        /// Claims the delivery of the queue for the caller; false when another thread has it or
        /// there is nothing to deliver.
        mutating func claimDrain() -> Bool {
            guard !isDraining, !pending.isEmpty else { return false }
            isDraining = true
            return true
        }
    }

    private let state: Mutex<State>
    private let bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy

    init(current: Value?, bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy) {
        state = Mutex(State(current: current))
        self.bufferingPolicy = bufferingPolicy
    }

    var current: Value? {
        state.withLock { $0.current }
    }

    var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Makes `value` current and delivers it to every subscriber, unless `isDuplicate` says it
    /// equals the current value. `isDuplicate` is the caller's code, so it runs outside the lock,
    /// on a copy of the current value; the accept then goes through only if no other accept
    /// came in between, and compares again otherwise.
    func accept(_ value: Value, unlessDuplicateBy isDuplicate: (@Sendable (Value, Value) -> Bool)?) {
        while true {
            var expectedVersion: UInt64?
            if let isDuplicate {
                let (current, version) = state.withLock { ($0.current, $0.version) }
                if let current, isDuplicate(current, value) { return }
                expectedVersion = version
            }
            // The replaced value leaves the lock in `replaced` and is released out here: its
            // deinit is somebody else's code and may come back to this relay.
            let (replaced, isAccepted, shouldDrain) = state.withLock { state -> (Value?, Bool, Bool) in
                if let expectedVersion, state.version != expectedVersion { return (nil, false, false) }
                let replaced = state.current
                state.current = value
                state.version &+= 1
                if state.subscribers.count > 0 {
                    state.pending.append(Delivery(value: value, recipients: state.subscribers.continuations))
                }
                return (replaced, true, state.claimDrain())
            }
            _ = replaced
            guard isAccepted else { continue }
            if shouldDrain { drain() }
            return
        }
    }

    /// A new subscriber's stream: the current value first, if there is one, then every delivery.
    func subscribe() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: bufferingPolicy)
        let (id, shouldDrain) = state.withLock { state -> (Int, Bool) in
            let id = state.subscribers.add(continuation)
            // Queued behind the deliveries already owed (which do not include this subscriber)
            // and ahead of every later one (which do), so it arrives in order.
            if let current = state.current {
                state.pending.append(Delivery(value: current, recipients: [continuation]))
            }
            return (id, state.claimDrain())
        }
        // A task being cancelled runs this while holding its own lock; it takes ours only
        // briefly, and nothing holding ours ever waits for a task's.
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        if shouldDrain { drain() }
        return stream
    }

    private func unsubscribe(_ id: Int) {
        let removed = state.withLock { $0.subscribers.remove(id) }
        _ = removed
    }

    /// Delivers the queue, batch by batch, until it is empty; only the thread that claimed the
    /// drain calls it.
    private func drain() {
        while true {
            let batch = state.withLock { state -> [Delivery] in
                let batch = state.pending
                state.pending = []
                if batch.isEmpty { state.isDraining = false }
                return batch
            }
            guard !batch.isEmpty else { return }
            for delivery in batch {
                for continuation in delivery.recipients { continuation.yield(delivery.value) }
            }
        }
    }

    deinit {
        // Nobody can accept or drain any more (both hold the hub). Finishing runs each stream's
        // termination handler, whose weak reference to the hub is already nil.
        let continuations = state.withLock { $0.subscribers.removeAll() }
        for continuation in continuations { continuation.finish() }
    }
}

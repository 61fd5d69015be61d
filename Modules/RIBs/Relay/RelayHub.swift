import Dispatch
import Synchronization

/// The subscribers of a relay and the deliveries owed to them: what ``CurrentValueRelay`` and
/// ``ReplayRelay`` share.
///
/// Nothing is yielded, finished or released while the lock is held. A yield can resume a
/// suspended subscriber, which needs that subscriber task's own lock; a task being cancelled
/// holds that lock while its stream's termination handler unregisters here. Yielding under our
/// lock made the two wait for each other for ever.
///
/// So deliveries are combined: an accept (or a new subscription) queues its delivery under the
/// lock, with a snapshot of the subscribers it is for. If nobody is delivering, the caller
/// becomes the deliverer: it takes the whole queue, delivers it in order outside the lock, and
/// wakes the callers whose deliveries it made. A caller that finds someone delivering waits
/// until its own delivery is made, or until it is handed the queue itself: a deliverer takes one
/// batch and then hands the rest to the oldest waiting caller instead of delivering for ever
/// for a producer that never stops. Every subscriber sees the deliveries in the order they took
/// the lock, every accept returns once its value is delivered, and at most one delivery per
/// caller is ever queued.
///
/// The wait is for another thread's yields only, never for a lock a task holds: the termination
/// handler takes just the lock, briefly. A delivery that causes another on the same thread (a
/// value whose `deinit` accepts into the relay, released while a yield drops it from a buffer)
/// is queued for the batch in progress instead of waiting for itself. Values whose deinits
/// accept into *another* relay could make two deliverers wait for each other; no value in the
/// app does that, and none should.
final class RelayHub<Value: Sendable>: Sendable {
    private struct Delivery {
        var value: Value
        var recipients: [AsyncStream<Value>.Continuation]
        /// The caller waiting for this delivery; nil for the deliverer's own or a nested one.
        var waiter: Waiter?
    }

    private struct State: ~Copyable {
        var current: Value?
        /// Counts accepts, so an accept that compared outside the lock can tell nothing came between.
        var version: UInt64 = 0
        var subscribers = RelaySubscribers<Value>()
        var pending: [Delivery] = []
        var isDelivering = false
        /// The thread delivering now, if known, so that a delivery it causes itself does not wait.
        var deliverer: ThreadIdentity?

        var isDeliveringOnThisThread: Bool {
            guard isDelivering, let deliverer else { return false }
            return deliverer == ThreadIdentity.current
        }

        /// Queues `delivery` and says what the caller does next.
        mutating func enqueue(value: Value, recipients: [AsyncStream<Value>.Continuation]) -> Role {
            if isDeliveringOnThisThread {
                pending.append(Delivery(value: value, recipients: recipients, waiter: nil))
                return .none
            }
            if isDelivering {
                let waiter = Waiter()
                pending.append(Delivery(value: value, recipients: recipients, waiter: waiter))
                return .wait(waiter)
            }
            pending.append(Delivery(value: value, recipients: recipients, waiter: nil))
            isDelivering = true
            deliverer = ThreadIdentity.current
            return .deliver
        }
    }

    /// What a caller does after queueing its delivery.
    private enum Role {
        /// Nothing: nobody to deliver to, or the batch in progress on this thread takes it.
        case none
        /// Deliver the queue.
        case deliver
        /// Wait until the delivery is made, or the queue is handed over.
        case wait(Waiter)
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
            // The replaced value leaves the lock in `replaced` and is released only when this
            // accept is done: its deinit is somebody else's code and may come back here.
            let (replaced, isAccepted, role) = state.withLock { state -> (Value?, Bool, Role) in
                if let expectedVersion, state.version != expectedVersion { return (nil, false, .none) }
                let replaced = state.current
                state.current = value
                state.version &+= 1
                guard state.subscribers.count > 0 else { return (replaced, true, .none) }
                return (replaced, true, state.enqueue(value: value, recipients: state.subscribers.continuations))
            }
            guard isAccepted else { continue }
            withExtendedLifetime(replaced) { play(role) }
            return
        }
    }

    /// A new subscriber's stream: the current value first, if there is one, then every delivery.
    func subscribe() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: bufferingPolicy)
        let (id, role) = state.withLock { state -> (Int, Role) in
            let id = state.subscribers.add(continuation)
            // Queued behind the deliveries already owed (which do not include this subscriber)
            // and ahead of every later one (which do), so it arrives in order.
            guard let current = state.current else { return (id, .none) }
            return (id, state.enqueue(value: current, recipients: [continuation]))
        }
        // A task being cancelled runs this while holding its own lock; it takes ours only
        // briefly, and nothing holding ours ever waits for a task's.
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        play(role)
        return stream
    }

    private func unsubscribe(_ id: Int) {
        let removed = state.withLock { $0.subscribers.remove(id) }
        _ = removed
    }

    private func play(_ role: Role) {
        switch role {
        case .none:
            return
        case .deliver:
            deliver()
        case .wait(let waiter):
            if waiter.waitForTurn() { deliver() }
        }
    }

    /// Delivers one batch of the queue (more while this thread keeps adding to it), wakes the
    /// callers it delivered for, then hands what is left to the oldest waiting caller. Only the
    /// caller that holds the delivery role calls it.
    private func deliver() {
        var delivered: [[Delivery]] = []
        state.withLock { $0.deliverer = ThreadIdentity.current }
        while true {
            let batch = state.withLock { state -> [Delivery] in
                let batch = state.pending
                state.pending = []
                return batch
            }
            for delivery in batch {
                for continuation in delivery.recipients { continuation.yield(delivery.value) }
            }
            for delivery in batch { delivery.waiter?.finish(handingOver: false) }
            delivered.append(batch)
            let next = state.withLock { state -> Waiter?? in
                if state.pending.isEmpty {
                    state.isDelivering = false
                    state.deliverer = nil
                    return .some(nil)
                }
                // Deliveries this thread caused while delivering have nobody waiting: its own.
                if state.pending.contains(where: { $0.waiter == nil }) { return nil }
                state.deliverer = nil
                return .some(state.pending[0].waiter)
            }
            guard let next else { continue }
            next?.finish(handingOver: true)
            break
        }
        // The delivered values and subscriber snapshots go here, after the role was given up:
        // a value's deinit may accept into this relay again.
        withExtendedLifetime(delivered) {}
    }

    deinit {
        // Nobody can accept or deliver any more (both hold the hub). Finishing runs each
        // stream's termination handler, whose weak reference to the hub is already nil.
        let continuations = state.withLock { $0.subscribers.removeAll() }
        for continuation in continuations { continuation.finish() }
    }
}

/// A caller waiting for a deliverer: woken once its delivery is made, or to take over.
private final class Waiter: Sendable {
    private let woken = DispatchSemaphore(value: 0)
    private let isHandedOver = Atomic(false)

    /// Blocks until woken; true when the caller now holds the delivery role.
    func waitForTurn() -> Bool {
        woken.wait()
        return isHandedOver.load(ordering: .acquiring)
    }

    func finish(handingOver: Bool) {
        if handingOver { isHandedOver.store(true, ordering: .releasing) }
        woken.signal()
    }
}

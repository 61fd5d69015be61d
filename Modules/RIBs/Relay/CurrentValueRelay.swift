import Synchronization

/// A value that changes over time, with any number of subscribers (RxRelay's `BehaviorRelay`).
///
/// ``values`` starts with the current value and then delivers accepted values in order, latest
/// wins: a subscriber slower than the producer skips to the newest value instead of queueing
/// the ones in between, so it holds at most one undelivered value. That is what state needs (a
/// screen draws the newest state, never a backlog); for events that must each arrive, use
/// ``ReplayRelay``. Thread-safe; a subscriber that stops iterating is forgotten at once and
/// blocks nobody.
public final class CurrentValueRelay<Value: Sendable>: Sendable {
    private struct State: ~Copyable {
        var value: Value
        var subscribers = RelaySubscribers<Value>()
    }

    private let state: Mutex<State>
    private let isDuplicate: (@Sendable (Value, Value) -> Bool)?

    /// Creates a relay holding `value` that delivers every accepted value.
    public init(_ value: Value) {
        state = Mutex(State(value: value))
        isDuplicate = nil
    }

    /// Creates a relay holding `value`; with `removingDuplicates`, a value equal to the current
    /// one is dropped.
    public init(_ value: Value, removingDuplicates: Bool) where Value: Equatable {
        state = Mutex(State(value: value))
        if removingDuplicates {
            isDuplicate = { (old: Value, new: Value) -> Bool in old == new }
        } else {
            isDuplicate = nil
        }
    }

    /// The current value.
    public var value: Value {
        state.withLock { $0.value }
    }

    /// Makes `value` current and delivers it to every subscriber.
    public func accept(_ value: Value) {
        state.withLock { state in
            if let isDuplicate, isDuplicate(state.value, value) { return }
            state.value = value
            // Yielding under the lock keeps every subscriber's order the same as the accepts'.
            state.subscribers.yield(value)
        }
    }

    /// The current value, then each accepted value; a subscriber that falls behind gets the newest.
    public var values: AsyncStream<Value> {
        makeRelayStream(
            bufferingPolicy: .bufferingNewest(1),
            register: { continuation in
                state.withLock { state in
                    continuation.yield(state.value)
                    return state.subscribers.add(continuation)
                }
            },
            unregister: { [weak self] id in
                self?.state.withLock { $0.subscribers.remove(id) }
            })
    }

    /// How many subscribers are listening now.
    public var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    deinit {
        state.withLock { $0.subscribers.finishAll() }
    }
}

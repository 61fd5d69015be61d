/// A value that changes over time, with any number of subscribers (RxRelay's `BehaviorRelay`).
///
/// ``values`` starts with the current value and then delivers accepted values in order, latest
/// wins: a subscriber slower than the producer skips to the newest value instead of queueing
/// the ones in between, so it holds at most one undelivered value. That is what state needs (a
/// screen draws the newest state, never a backlog); for events that must each arrive, use
/// ``ReplayRelay``. Thread-safe; a subscriber that stops iterating is forgotten at once and
/// blocks nobody, and no subscriber's code (or a replaced value's deinit) runs under the
/// relay's lock, so a subscriber may accept into the relay or cancel itself at any moment.
public final class CurrentValueRelay<Value: Sendable>: Sendable {
    private let hub: RelayHub<Value>
    private let isDuplicate: (@Sendable (Value, Value) -> Bool)?

    /// Creates a relay holding `value` that delivers every accepted value.
    public init(_ value: Value) {
        hub = RelayHub(current: value, bufferingPolicy: .bufferingNewest(1))
        isDuplicate = nil
    }

    /// Creates a relay holding `value`; with `removingDuplicates`, a value equal to the current
    /// one is dropped.
    public init(_ value: Value, removingDuplicates: Bool) where Value: Equatable {
        hub = RelayHub(current: value, bufferingPolicy: .bufferingNewest(1))
        if removingDuplicates {
            isDuplicate = { (old: Value, new: Value) -> Bool in old == new }
        } else {
            isDuplicate = nil
        }
    }

    /// The current value.
    public var value: Value {
        // The hub of a current-value relay always holds a value: it starts with one and only
        // ever replaces it.
        hub.current!
    }

    /// Makes `value` current and delivers it to every subscriber, in the order of the accepts.
    ///
    /// It returns once its value is delivered: when another thread is delivering, it waits for
    /// that thread's yields (never for a lock). So do not accept or subscribe from a stream's
    /// `onTermination` or a task cancellation handler, which run while a task's own lock is held.
    public func accept(_ value: Value) {
        hub.accept(value, unlessDuplicateBy: isDuplicate)
    }

    /// The current value, then each accepted value; a subscriber that falls behind gets the newest.
    public var values: AsyncStream<Value> {
        hub.subscribe()
    }

    /// How many subscribers are listening now.
    public var subscriberCount: Int {
        hub.subscriberCount
    }
}

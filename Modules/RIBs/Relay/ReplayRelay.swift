import Synchronization

/// A stream of values that replays the latest one to each new subscriber (RxSwift's
/// `ReplaySubject.create(bufferSize: 1)`), as actionable items for workflows need: a deep link
/// that arrives before login still finds the logged-in item.
///
/// Unlike ``CurrentValueRelay`` it keeps every value for every subscriber, in order: its values
/// are events (an actionable item, a deep link) where skipping one loses it. They are rare, so
/// a subscriber's queue stays short; a producer of many values wants ``CurrentValueRelay``.
/// Thread-safe; a subscriber that stops iterating is forgotten at once and blocks nobody.
public final class ReplayRelay<Value: Sendable>: Sendable {
    private struct State: ~Copyable {
        var latest: Value?
        var subscribers = RelaySubscribers<Value>()
    }

    private let state = Mutex(State())

    /// Creates an empty relay.
    public init() {}

    /// The latest value, if any was accepted.
    public var latest: Value? {
        state.withLock { $0.latest }
    }

    /// Delivers `value` to every subscriber and keeps it for later ones.
    public func accept(_ value: Value) {
        state.withLock { state in
            state.latest = value
            state.subscribers.yield(value)
        }
    }

    /// The latest value if there is one, then every accepted value.
    public var values: AsyncStream<Value> {
        makeRelayStream(
            bufferingPolicy: .unbounded,
            register: { continuation in
                state.withLock { state in
                    if let latest = state.latest { continuation.yield(latest) }
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

    /// The first value: the latest one at once if there is one, otherwise the next accepted;
    /// nil if the task is cancelled first.
    public func first() async -> Value? {
        for await value in values { return value }
        return nil
    }

    deinit {
        state.withLock { $0.subscribers.finishAll() }
    }
}

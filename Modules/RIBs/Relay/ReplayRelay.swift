/// A stream of values that replays the latest one to each new subscriber (RxSwift's
/// `ReplaySubject.create(bufferSize: 1)`), as actionable items for workflows need: a deep link
/// that arrives before login still finds the logged-in item.
///
/// Unlike ``CurrentValueRelay`` it keeps every value for every subscriber, in order: its values
/// are events (an actionable item, a deep link) where skipping one loses it. They are rare, so
/// a subscriber's queue stays short. The queue is bounded all the same (``bufferLimit``): a
/// subscriber that falls that far behind loses the oldest values it has not read, never the
/// newest, so a stalled subscriber cannot make the app grow. Thread-safe; a subscriber that stops
/// iterating is forgotten at once and blocks nobody, and no subscriber's code runs under the
/// relay's lock.
public final class ReplayRelay<Value: Sendable>: Sendable {
    /// How many undelivered values each subscriber may hold; past it, its oldest are dropped.
    public let bufferLimit: Int
    private let hub: RelayHub<Value>

    /// Creates an empty relay whose subscribers each hold at most `bufferLimit` undelivered values.
    public init(bufferLimit: Int = 1024) {
        self.bufferLimit = max(1, bufferLimit)
        hub = RelayHub(current: nil, bufferingPolicy: .bufferingNewest(max(1, bufferLimit)))
    }

    /// The latest value, if any was accepted.
    public var latest: Value? {
        hub.current
    }

    /// Delivers `value` to every subscriber and keeps it for later ones.
    ///
    /// It returns once its value is delivered: when another thread is delivering, it waits for
    /// that thread's yields (never for a lock). So do not accept or subscribe from a stream's
    /// `onTermination` or a task cancellation handler, which run while a task's own lock is held.
    public func accept(_ value: Value) {
        hub.accept(value, unlessDuplicateBy: nil)
    }

    /// The latest value if there is one, then every accepted value.
    public var values: AsyncStream<Value> {
        hub.subscribe()
    }

    /// How many subscribers are listening now.
    public var subscriberCount: Int {
        hub.subscriberCount
    }

    /// The first value: the latest one at once if there is one, otherwise the next accepted;
    /// nil if the task is cancelled first.
    public func first() async -> Value? {
        for await value in values { return value }
        return nil
    }
}

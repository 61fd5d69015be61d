/// The continuations of a relay's subscribers, kept inside the relay's lock.
struct RelaySubscribers<Value: Sendable>: ~Copyable {
    private var continuations: [Int: AsyncStream<Value>.Continuation] = [:]
    private var nextID = 0

    var count: Int { continuations.count }

    /// Adds a subscriber; returns its id, for ``remove(_:)`` when it goes away.
    mutating func add(_ continuation: AsyncStream<Value>.Continuation) -> Int {
        defer { nextID += 1 }
        continuations[nextID] = continuation
        return nextID
    }

    mutating func remove(_ id: Int) {
        continuations[id] = nil
    }

    /// Delivers `value` to every subscriber, in the order of the relay's accepts.
    func yield(_ value: Value) {
        for continuation in continuations.values { continuation.yield(value) }
    }

    func finishAll() {
        for continuation in continuations.values { continuation.finish() }
    }
}

/// Makes a subscriber's stream: `register` adds the continuation under the relay's lock (and
/// yields what the subscriber starts with); the stream's end removes it again, synchronously.
func makeRelayStream<Value: Sendable>(
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy,
    register: (AsyncStream<Value>.Continuation) -> Int, unregister: @escaping @Sendable (Int) -> Void
) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: bufferingPolicy)
    let id = register(continuation)
    continuation.onTermination = { _ in unregister(id) }
    return stream
}

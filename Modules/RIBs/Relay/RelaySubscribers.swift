/// The continuations of a relay's subscribers, kept inside the relay's lock.
struct RelaySubscribers<Value: Sendable>: ~Copyable {
    // An array, not a dictionary: every accept walks it, and walking an array is the cheapest
    // part of a delivery; removals are rare and subscribers few.
    private var continuations: [AsyncStream<Value>.Continuation] = []
    private var ids: [Int] = []
    private var nextID = 0

    var count: Int { continuations.count }

    /// Adds a subscriber; returns its id, for ``remove(_:)`` when it goes away.
    mutating func add(_ continuation: AsyncStream<Value>.Continuation) -> Int {
        defer { nextID += 1 }
        continuations.append(continuation)
        ids.append(nextID)
        return nextID
    }

    mutating func remove(_ id: Int) {
        guard let index = ids.firstIndex(of: id) else { return }
        ids.remove(at: index)
        continuations.remove(at: index)
    }

    /// Delivers `value` to every subscriber, in the order of the relay's accepts.
    func yield(_ value: Value) {
        for continuation in continuations { continuation.yield(value) }
    }

    func finishAll() {
        for continuation in continuations { continuation.finish() }
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

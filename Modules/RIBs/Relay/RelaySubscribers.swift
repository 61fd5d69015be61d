/// The continuations of a relay's subscribers, kept inside the relay's lock.
struct RelaySubscribers<Value: Sendable>: ~Copyable {
    // An array, not a dictionary: every accept takes a snapshot of it, and copying an array is
    // the cheapest part of a delivery; removals are rare and subscribers few.
    private(set) var continuations: [AsyncStream<Value>.Continuation] = []
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

    /// Forgets a subscriber and hands its continuation back, so that the caller releases it
    /// after leaving the lock.
    mutating func remove(_ id: Int) -> AsyncStream<Value>.Continuation? {
        guard let index = ids.firstIndex(of: id) else { return nil }
        ids.remove(at: index)
        return continuations.remove(at: index)
    }

    /// Forgets every subscriber and hands their continuations back, to be finished outside the lock.
    mutating func removeAll() -> [AsyncStream<Value>.Continuation] {
        let all = continuations
        continuations = []
        ids = []
        return all
    }
}

/// Fans an interactor's activity out to any number of `AsyncStream` subscribers.
///
/// A subscriber that stops iterating is forgotten through the stream's termination handler,
/// so nobody leaks and nobody blocks.
@MainActor
final class ActivityBroadcast {
    private var subscribers: [Int: AsyncStream<Bool>.Continuation] = [:]
    private var nextID = 0
    private var isFinished = false

    func subscribe(current: Bool) -> AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream<Bool>.makeStream(bufferingPolicy: .unbounded)
        continuation.yield(current)
        guard !isFinished else {
            continuation.finish()
            return stream
        }
        let id = nextID
        nextID += 1
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.subscribers[id] = nil }
        }
        return stream
    }

    func send(_ value: Bool) {
        for continuation in subscribers.values { continuation.yield(value) }
    }

    func finish() {
        isFinished = true
        let continuations = subscribers.values
        subscribers.removeAll()
        for continuation in continuations { continuation.finish() }
    }
}

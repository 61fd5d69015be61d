/// Fans a router's lifecycle out to any number of `AsyncStream` subscribers; a subscriber that
/// arrives after loading is told `didLoad` at once.
@MainActor
final class LifecycleBroadcast {
    private var subscribers: [Int: AsyncStream<RouterLifecycle>.Continuation] = [:]
    private var nextID = 0
    private var isFinished = false

    func subscribe(hasLoaded: Bool) -> AsyncStream<RouterLifecycle> {
        let (stream, continuation) = AsyncStream<RouterLifecycle>.makeStream()
        if hasLoaded { continuation.yield(.didLoad) }
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

    func sendDidLoad() {
        for continuation in subscribers.values { continuation.yield(.didLoad) }
    }

    func finish() {
        isFinished = true
        let continuations = subscribers.values
        subscribers.removeAll()
        for continuation in continuations { continuation.finish() }
    }
}

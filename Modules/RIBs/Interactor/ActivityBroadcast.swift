/// Fans an interactor's activity out to `AsyncStream` subscribers and synchronous observers.
///
/// A subscriber that stops iterating, or an observation that is released, is forgotten at once,
/// so nobody leaks and nobody blocks. A stream subscriber holds at most ``streamBufferLimit``
/// changes it has not read; one that falls further behind loses the oldest of them, never the
/// newest, so it always ends on the current activity and never makes the app grow.
@MainActor
final class ActivityBroadcast {
    /// How many unread changes a stream subscriber holds at most.
    static let streamBufferLimit = 64

    private struct Observer {
        var onChange: @MainActor (Bool) -> Void
        var onEnd: (@MainActor () -> Void)?
    }

    private var subscribers: [Int: AsyncStream<Bool>.Continuation] = [:]
    private var observers: [Int: Observer] = [:]
    /// Observer ids in the order they registered, which is the order they are told in.
    private var observerOrder: [Int] = []
    private var nextID = 0
    private(set) var isFinished = false

    func subscribe(current: Bool) -> AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream<Bool>.makeStream(bufferingPolicy: .bufferingNewest(Self.streamBufferLimit))
        continuation.yield(current)
        guard !isFinished else {
            continuation.finish()
            return stream
        }
        let id = makeID()
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.subscribers[id] = nil }
        }
        return stream
    }

    func observe(current: Bool, onChange: @escaping @MainActor (Bool) -> Void, onEnd: (@MainActor () -> Void)?) -> ActivityObservation {
        let id = makeID()
        let observation = ActivityObservation { [weak self] in self?.removeObserver(id) }
        guard !isFinished else {
            onChange(current)
            onEnd?()
            return observation
        }
        observers[id] = Observer(onChange: onChange, onEnd: onEnd)
        observerOrder.append(id)
        onChange(current)
        return observation
    }

    func send(_ value: Bool) {
        for continuation in subscribers.values { continuation.yield(value) }
        // An observer may cancel itself or others while being told; tell only those still here.
        // The loop walks a snapshot of the order, so removals during it are safe.
        for id in observerOrder { observers[id]?.onChange(value) }
    }

    func finish() {
        isFinished = true
        let continuations = subscribers.values
        let ending = observerOrder.compactMap { observers[$0] }
        subscribers.removeAll()
        observers.removeAll()
        observerOrder.removeAll()
        for continuation in continuations { continuation.finish() }
        for observer in ending { observer.onEnd?() }
    }

    private func removeObserver(_ id: Int) {
        guard observers.removeValue(forKey: id) != nil else { return }
        // Observations usually end newest first (a router's, then its view's), so search from the end.
        if let index = observerOrder.lastIndex(of: id) { observerOrder.remove(at: index) }
    }

    private func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }
}

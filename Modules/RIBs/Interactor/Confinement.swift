extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// The elements of this sequence, delivered only while `scope` is active (RIBs' `confineTo(_:)`,
    /// a combine-latest with the activity): an element that arrives while the scope is inactive
    /// is held, and every time the scope becomes active again the latest element is delivered,
    /// even one that was delivered before.
    ///
    /// The stream finishes when this sequence ends or fails, or when the scope is deallocated;
    /// a consumer that stops iterating cancels the forwarding. A consumer that falls behind holds
    /// at most 1024 unread elements; past it, its oldest unread ones are
    /// dropped, never the newest.
    @MainActor
    public func confined(to scope: any InteractorScope) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: .bufferingNewest(ConfinementGate<Element>.bufferLimit))
        let gate = ConfinementGate(continuation: continuation)
        let pump = Task { @MainActor in
            do {
                for try await element in self { gate.receive(element) }
            } catch {}
            gate.finish()
        }
        gate.observation = scope.observeActivity({ gate.setActive($0) }, onEnd: { gate.finish() })
        continuation.onTermination = { _ in
            pump.cancel()
            Task { @MainActor in gate.finish() }
        }
        return stream
    }
}

/// Holds back elements while a scope is inactive and lets the latest through whenever it
/// becomes active.
@MainActor
final class ConfinementGate<Element: Sendable> {
    /// How many unread elements the confined stream holds at most.
    nonisolated static var bufferLimit: Int { 1024 }

    private let continuation: AsyncStream<Element>.Continuation
    private var isActive = false
    private var latest: Element?
    var observation: ActivityObservation?

    init(continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    func receive(_ element: Element) {
        latest = element
        if isActive { continuation.yield(element) }
    }

    func setActive(_ active: Bool) {
        // Told only of changes, so each activation re-delivers the latest element once.
        isActive = active
        guard active, let latest else { return }
        continuation.yield(latest)
    }

    func finish() {
        observation?.cancel()
        observation = nil
        continuation.finish()
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// The elements of this sequence, delivered only while `scope` is active (RxSwift's
    /// `confineTo(_:)`): an element that arrives while the scope is inactive is held, and only
    /// the latest one is delivered when the scope becomes active again.
    ///
    /// The stream finishes when this sequence ends or fails, or when the scope is deallocated;
    /// a consumer that stops iterating cancels the forwarding.
    @MainActor
    public func confined(to scope: any InteractorScope) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: .unbounded)
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

/// Holds back elements while a scope is inactive and lets the latest through when it activates.
@MainActor
final class ConfinementGate<Element: Sendable> {
    private let continuation: AsyncStream<Element>.Continuation
    private var isActive = false
    private var held: Element?
    var observation: ActivityObservation?

    init(continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    func receive(_ element: Element) {
        if isActive { continuation.yield(element) } else { held = element }
    }

    func setActive(_ active: Bool) {
        isActive = active
        guard active, let element = held else { return }
        held = nil
        continuation.yield(element)
    }

    func finish() {
        observation?.cancel()
        observation = nil
        continuation.finish()
    }
}

import DesignSystem
import Synchronization

/// Hands what the running app does to the connections that inspect it (`MainCLI inspect`).
///
/// The main actor only ever offers events and frames, which each inspector's subscription
/// holds (bounded) until that inspector's own thread writes them: the app never writes to an
/// inspector and never waits for one. Inspectors are counted apart from `tree --watch`'s
/// watchers: at most ``maximumInspectors`` at once, however many watchers there are.
public final class InspectorHub: Sendable {
    /// The most inspectors served at once; one more is told so, with this number.
    public static let maximumInspectors = 2

    private struct State {
        var inspectors: [ObjectIdentifier: InspectorSubscription] = [:]
        var isFinished = false
    }

    private let state = Mutex(State())
    /// Told, outside the lock and on the connection's thread, how many inspectors there are
    /// after one came or went.
    private let onCountChange: @Sendable (Int) -> Void

    /// A hub with no inspectors; `onCountChange` hears each change of their number.
    public init(onCountChange: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.onCountChange = onCountChange
    }

    /// How many inspectors are connected now.
    public var inspectorCount: Int { state.withLock { $0.inspectors.count } }

    /// Offers `event` to every inspector; without `wakes`, their threads are woken by the next
    /// frame or ``wakeInspectors()``, so they do not compete with the frame being made.
    func publish(_ event: InspectorEvent, wakes: Bool = true) {
        for inspector in inspectors() { inspector.append(event, wakes: wakes) }
    }

    /// Wakes every inspector that has something waiting.
    func wakeInspectors() {
        for inspector in inspectors() { inspector.wakeIfPending() }
    }

    func publish(frame: CellBuffer) {
        for inspector in inspectors() { inspector.replaceLatest(frame) }
    }

    private func inspectors() -> [InspectorSubscription] {
        state.withLock { Array($0.inspectors.values) }
    }

    /// Ends every inspection: the app is going away. Later inspectors are refused.
    public func finish() {
        let inspectors = state.withLock { state in
            state.isFinished = true
            return Array(state.inspectors.values)
        }
        for inspector in inspectors { inspector.finish() }
    }

    /// Why a new inspector is refused.
    enum Refusal: Error {
        case full, finished, noPipe
    }

    /// A new inspector.
    func subscribe() -> Result<InspectorSubscription, Refusal> {
        guard let subscription = InspectorSubscription() else { return .failure(.noPipe) }
        let admitted = state.withLock { state -> Result<Int, Refusal> in
            guard !state.isFinished else { return .failure(.finished) }
            guard state.inspectors.count < Self.maximumInspectors else { return .failure(.full) }
            state.inspectors[ObjectIdentifier(subscription)] = subscription
            return .success(state.inspectors.count)
        }
        switch admitted {
        case .success(let count):
            onCountChange(count)
            return .success(subscription)
        case .failure(let refusal):
            return .failure(refusal)
        }
    }

    /// Removes an inspector whose connection ended.
    func unsubscribe(_ subscription: InspectorSubscription) {
        let (removed, count) = state.withLock { state in
            (state.inspectors.removeValue(forKey: ObjectIdentifier(subscription)), state.inspectors.count)
        }
        if removed != nil { onCountChange(count) }
    }
}

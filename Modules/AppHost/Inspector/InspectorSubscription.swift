import DesignSystem
import Network
import Synchronization

/// One inspector's place in the ``InspectorHub``: the events it has not been sent yet, at most
/// ``capacity`` (the oldest are dropped past it, and counted), the newest frame only (a newer
/// one replaces it), and a pipe that wakes its connection's thread.
final class InspectorSubscription: Sendable {
    /// The most events held for an inspector that has not read them.
    static let capacity = 1_024

    struct Pending {
        var events: [InspectorEvent] = []
        var frame: CellBuffer?
        /// Events dropped since the last take, because the inspector fell behind.
        var lost = 0
        var isFinished = false
        /// Whether a wake-up byte waits in the pipe (none is written again until a take).
        var isWakePending = false
    }

    private let state: Mutex<Pending>
    /// Readable when there is something to take.
    let wakePipe: WakePipe

    /// A subscription with nothing to send yet; nil when the system has no pipe to give.
    init?() {
        guard let wakePipe = WakePipe.make() else { return nil }
        self.wakePipe = wakePipe
        state = Mutex(Pending())
    }

    deinit {
        wakePipe.close()
    }

    /// Queues `event`, dropping the oldest past ``capacity``; never blocks. Without `wakes` the
    /// connection is not woken now: ``wakeIfPending()`` does it later (after the frame is out).
    func offer(_ event: InspectorEvent, wakes: Bool = true) {
        let (wakes, dropped) = state.withLock { state -> (Bool, InspectorEvent?) in
            guard !state.isFinished else { return (false, nil) }
            var dropped: InspectorEvent?
            if state.events.count >= Self.capacity {
                dropped = state.events.removeFirst()
                state.lost += 1
            }
            state.events.append(event)
            return (wakes && Self.claimWake(&state), dropped)
        }
        // Released after the lock: an event holds values of unknown types.
        _ = dropped
        if wakes { wakePipe.wake() }
    }

    /// Replaces the frame waiting to be sent with `frame`; never blocks.
    func offer(frame: CellBuffer) {
        let (wakes, replaced) = state.withLock { state -> (Bool, CellBuffer?) in
            guard !state.isFinished else { return (false, nil) }
            let replaced = state.frame
            state.frame = frame
            return (Self.claimWake(&state), replaced)
        }
        _ = replaced
        if wakes { wakePipe.wake() }
    }

    /// Wakes the connection if something waits and no wake-up is on its way.
    func wakeIfPending() {
        let wakes = state.withLock { state in
            !(state.events.isEmpty && state.frame == nil) && Self.claimWake(&state)
        }
        if wakes { wakePipe.wake() }
    }

    /// Whether the caller is the one to write the wake-up byte (one waits in the pipe at most).
    private static func claimWake(_ state: inout Pending) -> Bool {
        guard !state.isWakePending else { return false }
        state.isWakePending = true
        return true
    }

    /// Tells the connection the app is going away.
    func finish() {
        state.withLock { $0.isFinished = true }
        wakePipe.wake()
    }

    /// Everything waiting, which is emptied; empties the pipe first.
    func take() -> Pending {
        wakePipe.drain()
        return state.withLock { state in
            let taken = state
            state.events = []
            state.frame = nil
            state.lost = 0
            state.isWakePending = false
            return taken
        }
    }
}

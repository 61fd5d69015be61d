import Network
import Synchronization

/// One page's event stream: the events it has not been sent yet, at most ``capacity`` of them
/// and ``byteCapacity`` bytes (the oldest are dropped past either, and counted), the newest
/// frame only, and a pipe that wakes its connection's thread. The reader thread never waits
/// for a page.
final class EventStreamClient: Sendable {
    static let capacity = 1_000
    static let byteCapacity = 4 * 1_024 * 1_024

    struct Pending {
        var events: [[UInt8]] = []
        var bytes = 0
        var frame: [UInt8]?
        var lost = 0
        var isFinished = false
    }

    private let state: Mutex<Pending>
    let wakePipe: WakePipe

    /// A stream that starts with `events` and `frame` (what a page that connects is sent first),
    /// finished already when `isFinished`; it owns `wakePipe` from here on.
    init(wakePipe: WakePipe, events: [[UInt8]] = [], frame: [UInt8]? = nil, isFinished: Bool = false) {
        self.wakePipe = wakePipe
        state = Mutex(Pending(events: events, bytes: events.reduce(0) { $0 + $1.count }, frame: frame, isFinished: isFinished))
    }

    deinit { wakePipe.close() }

    /// Queues one event (a whole `event:`/`data:` block); a frame replaces the frame waiting.
    func offer(_ event: [UInt8], isFrame: Bool = false) {
        let wakes = state.withLock { state -> Bool in
            guard !state.isFinished else { return false }
            let wasEmpty = state.events.isEmpty && state.frame == nil
            if isFrame {
                state.frame = event
            } else {
                state.events.append(event)
                state.bytes += event.count
                var dropped = 0
                // The newest event always stays, however large.
                while state.events.count - dropped > 1, state.events.count - dropped > Self.capacity || state.bytes > Self.byteCapacity {
                    state.bytes -= state.events[dropped].count
                    dropped += 1
                }
                if dropped > 0 {
                    state.events.removeFirst(dropped)
                    state.lost += dropped
                }
            }
            return wasEmpty
        }
        if wakes { wakePipe.wake() }
    }

    /// Ends the stream: the app went away or the server stops.
    func finish() {
        state.withLock { $0.isFinished = true }
        wakePipe.wake()
    }

    func take() -> Pending {
        wakePipe.drain()
        return state.withLock { state in
            let taken = state
            state.events = []
            state.bytes = 0
            state.frame = nil
            state.lost = 0
            return taken
        }
    }
}

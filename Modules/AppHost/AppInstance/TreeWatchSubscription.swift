import Network
import Synchronization

/// One watcher's place in the ``RIBTreeWatchHub``: the newest line it has not been sent yet
/// (a newer one replaces it, so a slow watcher skips trees rather than queueing them) and a
/// pipe that wakes its connection's thread.
final class TreeWatchSubscription: Sendable {
    private struct State {
        var pending: [UInt8]?
        var isFinished = false
    }

    private let state: Mutex<State>
    /// Readable when there is something to take; the thread serving the watcher polls it with
    /// its socket.
    let wakePipe: WakePipe

    /// A subscription with nothing to send yet; nil when the system has no pipe to give.
    init?() {
        guard let wakePipe = WakePipe.make() else { return nil }
        self.wakePipe = wakePipe
        state = Mutex(State())
    }

    deinit {
        wakePipe.close()
    }

    /// Replaces what waits to be sent with `line` (or, `onlyIfNothingWaits`, offers it only
    /// when nothing does) and wakes the connection; never blocks.
    func offer(_ line: [UInt8], onlyIfNothingWaits: Bool = false) {
        let wakes = state.withLock { state in
            guard !state.isFinished, !(onlyIfNothingWaits && state.pending != nil) else { return false }
            // A line already waiting means a wake-up already waits in the pipe.
            let wasEmpty = state.pending == nil
            state.pending = line
            return wasEmpty
        }
        if wakes { wakePipe.wake() }
    }

    /// Tells the connection the app is going away.
    func finish() {
        state.withLock { $0.isFinished = true }
        wakePipe.wake()
    }

    /// The line to send now, if any, and whether the app has finished; empties the pipe.
    func take() -> (line: [UInt8]?, isFinished: Bool) {
        wakePipe.drain()
        return state.withLock { state in
            let line = state.pending
            state.pending = nil
            return (line, state.isFinished)
        }
    }

}

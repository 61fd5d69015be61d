import Glibc
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
    let wakeDescriptor: Int32
    private let wakeWriter: Int32

    /// A subscription with nothing to send yet; nil when the system has no pipe to give.
    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        wakeDescriptor = ends[0]
        wakeWriter = ends[1]
        state = Mutex(State())
    }

    deinit {
        close(wakeDescriptor)
        close(wakeWriter)
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
        if wakes { wake() }
    }

    /// Tells the connection the app is going away.
    func finish() {
        state.withLock { $0.isFinished = true }
        wake()
    }

    /// The line to send now, if any, and whether the app has finished; empties the pipe.
    func take() -> (line: [UInt8]?, isFinished: Bool) {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {}
        return state.withLock { state in
            let line = state.pending
            state.pending = nil
            return (line, state.isFinished)
        }
    }

    private func wake() {
        // Non-blocking: a full pipe already holds a wake-up.
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }
}

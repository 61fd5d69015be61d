import Synchronization
import SystemCalls

/// Wakes a blocked ``SocketConnection`` from another thread: cancelling writes a byte into a
/// pipe that every wait of the connection also polls.
final class ConnectionCanceller: Sendable {
    private struct State {
        var pipe: WakePipe
        var cancelled = false
    }

    private let state: Mutex<State?>

    /// A canceller with its pipe, or nil when the system has no file descriptors left.
    init?() {
        guard let pipe = WakePipe.make() else { return nil }
        state = Mutex(State(pipe: pipe))
    }

    var isCancelled: Bool { state.withLock { $0?.cancelled ?? true } }

    /// The descriptor that becomes readable once cancelled, or -1 once closed.
    var readEnd: Int32 { state.withLock { $0?.pipe.readEnd ?? -1 } }

    func cancel() {
        state.withLock { state in
            guard var current = state, !current.cancelled else { return }
            current.cancelled = true
            state = current
            current.pipe.wake()
        }
    }

    /// Closes the pipe; later cancels do nothing (under the lock, so no write hits a reused descriptor).
    func invalidate() {
        state.withLock { state in
            guard let current = state else { return }
            current.pipe.close()
            state = nil
        }
    }
}

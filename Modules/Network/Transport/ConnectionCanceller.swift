#if canImport(Glibc)
    import Glibc
    import Synchronization

    /// Wakes a blocked ``SocketConnection`` from another thread: cancelling writes a byte into a
    /// pipe that every wait of the connection also polls.
    final class ConnectionCanceller: Sendable {
        private struct State {
            var readEnd: Int32
            var writeEnd: Int32
            var cancelled = false
        }

        private let state: Mutex<State?>

        /// A canceller with its pipe, or nil when the system has no file descriptors left.
        init?() {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            state = Mutex(State(readEnd: ends[0], writeEnd: ends[1]))
        }

        var isCancelled: Bool { state.withLock { $0?.cancelled ?? true } }

        /// The descriptor that becomes readable once cancelled, or -1 once closed.
        var readEnd: Int32 { state.withLock { $0?.readEnd ?? -1 } }

        func cancel() {
            state.withLock { state in
                guard var current = state, !current.cancelled else { return }
                current.cancelled = true
                state = current
                var byte: UInt8 = 1
                _ = write(current.writeEnd, &byte, 1)
            }
        }

        /// Closes the pipe; later cancels do nothing (under the lock, so no write hits a reused descriptor).
        func invalidate() {
            state.withLock { state in
                guard let current = state else { return }
                _ = close(current.readEnd)
                _ = close(current.writeEnd)
                state = nil
            }
        }
    }
#endif

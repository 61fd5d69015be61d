// Darwin: BSD's shutdown(2) of a listening socket does not wake a thread blocked in accept(2)
// (Linux's does), so the accepting thread never blocks in accept: it polls the socket beside a
// wake-up pipe. An accepted socket inherits the listener's O_NONBLOCK there (accept(2)), which
// `CloseOnExec.accept` clears. The rest of Darwin's differences are in UnixSocket.swift.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A listening Unix domain socket whose waiting accept another thread can end.
///
/// BSD's shutdown(2) of a listening socket does not wake a thread blocked in accept(2), so the
/// accepting thread never blocks in accept: it polls the socket beside a wake-up pipe, and
/// ``wake()`` writes to the pipe. That works the same on Linux and Darwin.
package struct ListeningSocket: Sendable {
    package let descriptor: Int32
    private let wakePipe: WakePipe

    /// What one ``accept()`` gave.
    package enum Accepted: Equatable {
        /// A connection, closed on exec and unable to raise SIGPIPE.
        case connection(Int32)
        /// ``wake()`` was called.
        case woken
        /// Nothing to take now (an interruption, a peer that gave up); ask again.
        case retry
        /// Out of descriptors or memory for now: wait a little (``pauseBeforeRetry()``), then ask again.
        case exhausted
        /// The socket failed for good.
        case failed
    }

    /// Binds a new socket to `path` (mode 0600) and listens; the failing call and its error otherwise.
    package init(path: String, backlog: Int32 = 16) throws(UnixSocket.Failure) {
        guard let wakePipe = WakePipe.make() else { throw UnixSocket.Failure(call: "pipe", error: .last) }
        let descriptor: Int32
        do {
            descriptor = try UnixSocket.make()
        } catch {
            wakePipe.close()
            throw error
        }
        // Non-blocking, so an accept after a poll that saw a peer who has since gone cannot block.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let bound: Int32
        do {
            bound = try UnixSocket.withAddress(path) { bind(descriptor, $0, $1) }
        } catch {
            Descriptor.close(descriptor)
            wakePipe.close()
            throw error
        }
        guard bound == 0, chmod(path, 0o600) == 0, listen(descriptor, backlog) == 0 else {
            let failure = UnixSocket.Failure(call: bound == 0 ? "listen" : "bind", error: .last)
            Descriptor.close(descriptor)
            wakePipe.close()
            throw failure
        }
        self.descriptor = descriptor
        self.wakePipe = wakePipe
    }

    /// Waits for a connection or a ``wake()``.
    package func accept() -> Accepted {
        Self.accept(on: descriptor, wakePipe: wakePipe)
    }

    /// Waits for a connection on the listening `descriptor` or a wake-up on `wakePipe` (BSD's
    /// `shutdown` of a listener wakes no `accept`, so a pipe does): what the instance socket
    /// and the inspector page's TCP listener both wait on.
    static func accept(on descriptor: Int32, wakePipe: WakePipe) -> Accepted {
        var pollers = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        if case .failure(let error) = SystemCall.once({ poll(&pollers, 2, -1) }) { return error.isInterrupted ? .retry : .failed }
        if pollers[1].revents != 0 { return .woken }
        guard pollers[0].revents & Int16(POLLIN) != 0 else { return pollers[0].revents != 0 ? .failed : .retry }
        switch CloseOnExec.accept(descriptor) {
        case .success(let connection):
            UnixSocket.preventSignalOnWrite(connection)
            return .connection(connection)
        case .failure(let error):
            if error.isWouldBlock || error.isConnectionAborted { return .retry }
            return error.isOutOfResources ? .exhausted : .failed
        }
    }

    /// Waits a short while before an accept that was ``Accepted/exhausted`` is asked again.
    package static func pauseBeforeRetry() {
        usleep(50_000)
    }

    /// Ends a waiting or the next ``accept()`` with ``Accepted/woken``; never blocks.
    package func wake() {
        wakePipe.wake()
    }

    /// Closes the socket and the pipe; the caller makes sure no ``wake()`` comes after.
    package func close() {
        Descriptor.close(descriptor)
        wakePipe.close()
    }
}

import FeatureDomain
import Network

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
struct ListeningSocket: Sendable {
    let descriptor: Int32
    private let wakePipe: WakePipe

    /// What one ``accept()`` gave.
    enum Accepted: Equatable {
        /// A connection, closed on exec and unable to raise SIGPIPE.
        case connection(Int32)
        /// ``wake()`` was called.
        case woken
        /// Nothing to take now (an interruption, a peer that gave up); ask again.
        case retry
        /// Out of descriptors or memory for now: wait a little, then ask again.
        case exhausted
        /// The socket failed for good.
        case failed
    }

    /// Binds a new socket to `path` (mode 0600) and listens; the failing call and its error otherwise.
    init(path: String, backlog: Int32 = 16) throws(UnixSocket.Failure) {
        guard let wakePipe = WakePipe.make() else { throw UnixSocket.Failure(call: "pipe", code: errno) }
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
            SystemCalls.close(descriptor)
            wakePipe.close()
            throw error
        }
        guard bound == 0, chmod(path, 0o600) == 0, listen(descriptor, backlog) == 0 else {
            let failure = UnixSocket.Failure(call: bound == 0 ? "listen" : "bind", code: errno)
            SystemCalls.close(descriptor)
            wakePipe.close()
            throw failure
        }
        self.descriptor = descriptor
        self.wakePipe = wakePipe
    }

    /// Waits for a connection or a ``wake()``.
    func accept() -> Accepted {
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
        let ready = poll(&pollers, 2, -1)
        if ready < 0 { return errno == EINTR ? .retry : .failed }
        if pollers[1].revents != 0 { return .woken }
        guard pollers[0].revents & Int16(POLLIN) != 0 else { return pollers[0].revents != 0 ? .failed : .retry }
        let connection = CloseOnExec.accept(descriptor)
        if connection >= 0 {
            UnixSocket.preventSignalOnWrite(connection)
            return .connection(connection)
        }
        switch errno {
        case EINTR, ECONNABORTED, EAGAIN, EWOULDBLOCK: return .retry
        case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .exhausted
        default: return .failed
        }
    }

    /// Ends a waiting or the next ``accept()`` with ``Accepted/woken``; never blocks.
    func wake() {
        wakePipe.wake()
    }

    /// Closes the socket and the pipe; the caller makes sure no ``wake()`` comes after.
    func close() {
        SystemCalls.close(descriptor)
        wakePipe.close()
    }
}

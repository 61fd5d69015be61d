// Darwin differences handled in this file:
// - On Darwin every socket the transport opens has SO_NOSIGPIPE (sys/socket.h; see
//   TCPSocket.swift), which also covers OpenSSL's write(2), so nothing is needed here.
// - On Linux there is no per-socket option, and OpenSSL's socket BIO writes with write(2), not
//   send(MSG_NOSIGNAL). A SIGPIPE raised by a write is sent to the writing thread
//   (signal(7)), so the threads that run exchanges block it (pthread_sigmask(3)): the write then
//   fails with EPIPE and the signal stays pending on that thread, which is drained before the
//   thread ends. Nothing changes for the rest of the process (no process-wide SIG_IGN).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Keeps a peer that resets a connection from killing the process with SIGPIPE.
package enum BrokenPipe {
    /// Blocks SIGPIPE on the calling thread, for a thread that writes to sockets through code
    /// that cannot pass MSG_NOSIGNAL. Call once, first thing on a thread of the transport's own.
    package static func blockOnThisThread() {
        #if !canImport(Darwin)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, SIGPIPE)
            _ = pthread_sigmask(SIG_BLOCK, &set, nil)
        #endif
    }

    /// Takes a SIGPIPE left pending on this thread by a failed write, so none outlives it.
    package static func discardPending() {
        #if !canImport(Darwin)
            var pending = sigset_t()
            guard sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 else { return }
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, SIGPIPE)
            var zero = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&set, nil, &zero)
        #endif
    }
}

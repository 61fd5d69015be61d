// Darwin differences handled in this file:
// - SOCK_STREAM (and on Linux SOCK_CLOEXEC, SOCK_NONBLOCK) are plain Int32 macros on Darwin
//   and Musl, and an enum (`__socket_type`) in Glibc's module (sys/socket.h on each).
// - Darwin has no SOCK_CLOEXEC or SOCK_NONBLOCK type flags (socket(2)): there close-on-exec and
//   non-blocking are set with fcntl(2) (F_SETFD FD_CLOEXEC, F_SETFL O_NONBLOCK) right after
//   socket(); Linux sets both atomically in socket() itself.
// - SIGPIPE: Darwin's send(2) documents no MSG_NOSIGNAL in the SDKs this code targets, but has
//   the socket option SO_NOSIGPIPE (sys/socket.h, 0x1022), which covers every write on the
//   socket, OpenSSL's write(2) included. Linux has no such option: send() gets MSG_NOSIGNAL, and
//   writes the transport does not make itself (OpenSSL's) run on threads that block SIGPIPE
//   (see BrokenPipe.swift).
// - poll(2) is the same call on both; `nfds_t` is UInt32 on Darwin and UInt on Linux (poll.h).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a bounded wait on a descriptor and a wake-up pipe saw.
package enum WaitOutcome: Sendable, Equatable {
    /// The descriptor is ready (or failed: the next call on it says how).
    case ready
    /// The wake-up descriptor became readable.
    case woken
    /// The time ran out first.
    case timedOut
    case failed(SystemError)
}

/// The HTTP client's TCP socket calls, made the same way on every system: close-on-exec, non-blocking, and never
/// raising SIGPIPE.
package enum TCPSocket {
    /// A TCP socket of `family` (AF_INET, AF_INET6 from a resolved address).
    package static func open(family: Int32, protocol socketProtocol: Int32) -> Result<Int32, SystemError> {
        #if canImport(Darwin)
            let descriptor = socket(family, SOCK_STREAM, socketProtocol)
            guard descriptor >= 0 else { return .failure(.last) }
            var one: Int32 = 1
            let prepared =
                fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
                && fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0
                && setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size)) == 0
            guard prepared else {
                let failure = SystemError.last
                Descriptor.close(descriptor)
                return .failure(failure)
            }
            return .success(descriptor)
        #else
            #if canImport(Glibc)
                let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
            #else
                let type = SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK
            #endif
            let descriptor = socket(family, type, socketProtocol)
            return descriptor >= 0 ? .success(descriptor) : .failure(.last)
        #endif
    }

    /// Starts connecting `descriptor` to `address` (a `sockaddr` as bytes): nil when connected at
    /// once, `isInProgress` while it goes on, another error when it failed.
    package static func startConnecting(_ descriptor: Int32, to address: [UInt8]) -> SystemError? {
        let started = address.withUnsafeBytes { bytes in
            connect(descriptor, bytes.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(bytes.count))
        }
        return started == 0 ? nil : .last
    }

    /// Why a background connect failed (SO_ERROR), nil once it succeeded. A getsockopt that fails
    /// itself is a failure too: a connect is only connected when the system says so.
    package static func connectOutcome(_ descriptor: Int32) -> SystemError? {
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else { return .last }
        return code == 0 ? nil : SystemError(code: code)
    }

    /// Sends small writes at once (TCP_NODELAY): a request head is one write, not worth delaying.
    package static func disableDelay(_ descriptor: Int32) {
        var one: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Sends what it can of `bytes`; the count sent, or the error. Never raises SIGPIPE.
    package static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Int, SystemError> {
        #if canImport(Darwin)
            let flags: Int32 = 0  // SO_NOSIGPIPE, set at open, covers it
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        return SystemCall.retrying { cSend(descriptor, bytes.baseAddress, bytes.count, flags) }
    }

    /// Receives up to `buffer.count` bytes; 0 at the end of the stream.
    package static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        SystemCall.retrying { recv(descriptor, buffer.baseAddress, buffer.count, 0) }
    }

    /// Waits until `descriptor` is ready for `readiness`, `wake` becomes readable, or
    /// `milliseconds` pass (0: only looks).
    package static func wait(_ descriptor: Int32, for readiness: Readiness, wake: Int32, milliseconds: Int32) -> WaitOutcome {
        var fds = [pollfd(fd: descriptor, events: readiness.pollEvents, revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, nfds_t(fds.count), milliseconds)
        if ready > 0 { return fds[1].revents != 0 ? .woken : .ready }
        return ready == 0 ? .timedOut : .failed(.last)
    }

    /// Whether `descriptor` has anything to read or has been closed by the peer, without waiting.
    package static func hasPendingInput(_ descriptor: Int32) -> Bool {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        return poll(&fds, 1, 0) != 0
    }

    package static func close(_ descriptor: Int32) {
        Descriptor.close(descriptor)
    }
}

// At file scope the C function is not shadowed by TCPSocket's own `send`.
private func cSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, bytes, count, flags)
}

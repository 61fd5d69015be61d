// The sockets of the running app's services: the instance socket, the inspector's connections
// and the page server's loopback listener.
//
// What differs on Darwin (macOS), and where a reviewer can check it without a Mac:
// - No `SOCK_CLOEXEC` or `SOCK_NONBLOCK` socket types (socket(2), <sys/socket.h>): a new socket
//   gets `FD_CLOEXEC` from fcntl(2) right after socket(2) (UnixSocket.make), the listener
//   `O_NONBLOCK` (ListeningSocket).
// - No `accept4` (accept(2)): the same fcntl(2) calls follow it, and an accepted socket, which
//   inherits the listener's `O_NONBLOCK` on BSD, is made blocking again (`CloseOnExec.accept`,
//   Descriptors/OptionalCalls.swift, which also makes the wake-up pipe without Darwin's missing pipe2).
// - No `MSG_NOSIGNAL` (send(2)): `SO_NOSIGPIPE` is set on every socket instead (<sys/socket.h>,
//   setsockopt(2)), also on accepted ones, so a peer that went away is an EPIPE, never a SIGPIPE.
// - `shutdown(2)` of a listening socket does not wake a blocked `accept` on BSD: the listener
//   polls a wake-up pipe beside the socket, and `stop()` writes to it (ListeningSocket).
// - `poll(2)` with no events asked never reports a hang-up on BSD: every poll here asks for
//   `POLLIN` or `POLLOUT` explicitly.
// - No `SO_PEERCRED`/`struct ucred`: the peer's user and group come from getpeereid(3), its
//   pid from `LOCAL_PEERPID` at level `SOL_LOCAL` (<sys/un.h>) (PeerCredentials).
// - `sockaddr_un` has a `sun_len` byte first and a 104-byte path (<sys/un.h>); the address is
//   built from `MemoryLayout` sizes, so both layouts work, and `sun_len` is set on Darwin.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The few calls on Unix domain stream sockets the instance channel needs, their failures typed.
/// Every socket is closed on exec and can never raise SIGPIPE.
package enum UnixSocket {
    /// A call that failed, and the system's error.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var call: String
        package var error: SystemError

        package init(call: String, error: SystemError) {
            self.call = call
            self.error = error
        }

        package var description: String { "\(call): \(error.text)" }

        /// Whether nobody listens at the path: nothing is there (ENOENT), a socket nobody
        /// answers on is (ECONNREFUSED), or a part of the path is not a directory (ENOTDIR).
        package var meansNoListener: Bool {
            error.isNoSuchFile || error.isRefused || error == .notADirectory
        }
    }

    /// A new stream socket, closed on exec so the app's children never inherit it.
    package static func make() throws(Failure) -> Int32 {
        #if canImport(Darwin)
            // No SOCK_CLOEXEC on Darwin (socket(2)): set right after, and SO_NOSIGPIPE in place of MSG_NOSIGNAL.
            let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
            guard descriptor >= 0 else { throw Failure(call: "socket", error: .last) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            preventSignalOnWrite(descriptor)
        #elseif canImport(Glibc)
            // Glibc's socket types are an enum; close-on-exec in the same call.
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else { throw Failure(call: "socket", error: .last) }
        #else
            // Musl's are plain integers.
            let descriptor = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)
            guard descriptor >= 0 else { throw Failure(call: "socket", error: .last) }
        #endif
        return descriptor
    }

    /// Makes writes to `descriptor` fail with EPIPE instead of raising SIGPIPE once the peer is
    /// gone. On Darwin that is the socket option SO_NOSIGPIPE; Linux sockets get MSG_NOSIGNAL on
    /// each send instead, so there is nothing to set.
    package static func preventSignalOnWrite(_ descriptor: Int32) {
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// The flags for a send that must not raise SIGPIPE (see ``preventSignalOnWrite(_:)``).
    private static var noSignalFlag: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }

    /// Runs `body` with `path` as a `sockaddr_un`; paths too long for one are refused.
    static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) throws(Failure) -> T {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        #if canImport(Darwin)
            // BSD addresses carry their own length first (<sys/un.h>).
            address.sun_len = UInt8(MemoryLayout<sockaddr_un>.size)
        #endif
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw Failure(call: "socket path", error: SystemError(code: ENAMETOOLONG)) }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// A socket connected to `path`.
    package static func connect(to path: String) throws(Failure) -> Int32 {
        let descriptor = try make()
        // Not retried: a connect a signal interrupted goes on in the background (connect(2)),
        // and a second one would fail with EALREADY.
        let result = try withAddress(path) { address, length in SystemCall.once { connectDescriptor(descriptor, address, length) } }
        if case .failure(let error) = result {
            Descriptor.close(descriptor)
            throw Failure(call: "connect", error: error)
        }
        return descriptor
    }

    /// Gives up on reads and writes that take longer than `seconds`, so a silent peer cannot
    /// hold the channel.
    package static func setTimeout(_ descriptor: Int32, seconds: Int) {
        var time = timeval()
        time.tv_sec = seconds
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Tells the peer nothing more will be written (it reads the end of the stream).
    package static func shutdownWriting(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Ends both directions at once: a thread waiting to read from `descriptor` reads its end.
    package static func shutdownBoth(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Writes all of `bytes`; false if the peer went away.
    @discardableResult
    package static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { chunk in
                SystemCall.retrying { send(descriptor, chunk.baseAddress, chunk.count, noSignalFlag) }
            }
            guard case .success(let count) = sent, count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Writes all of `bytes` without blocking past `deadline`; false when the peer went away or
    /// did not take them in time.
    package static func write(_ descriptor: Int32, _ bytes: [UInt8], deadline: ContinuousClock.Instant) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { chunk in
                SystemCall.retrying { send(descriptor, chunk.baseAddress, chunk.count, noSignalFlag | Int32(MSG_DONTWAIT)) }
            }
            switch sent {
            case .success(let count) where count > 0:
                offset += count
                continue
            case .failure(let error) where error.isWouldBlock: break
            default: return false
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            _ = Descriptor.wait(descriptor, for: .writable, milliseconds: milliseconds(left))
        }
        return true
    }

    /// What a read got: the bytes, and whether the deadline passed first.
    package struct Received {
        package var bytes: [UInt8]
        package var timedOut: Bool
    }

    /// Reads until end of file, a newline when `untilNewline`, more than `limit` bytes, or the
    /// `deadline` for the whole read; returns what it read (at most `limit + 1` bytes, so an
    /// over-long message shows). A peer that trickles bytes cannot stretch the deadline.
    package static func read(_ descriptor: Int32, limit: Int, untilNewline: Bool, deadline: ContinuousClock.Instant) -> Received {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        reading: while result.count <= limit {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return Received(bytes: Array(result.prefix(limit + 1)), timedOut: true) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            switch SystemCall.once({ poll(&poller, 1, milliseconds(left)) }) {
            case .success(0): continue reading  // the deadline, checked above
            case .success: break
            case .failure(let error) where error.isInterrupted: continue reading
            case .failure: break reading
            }
            let received = buffer.withUnsafeMutableBytes { chunk in
                SystemCall.retrying { recv(descriptor, chunk.baseAddress, chunk.count, Int32(MSG_DONTWAIT)) }
            }
            switch received {
            case .success(let count) where count > 0:
                result.append(contentsOf: buffer[..<count])
                if untilNewline, buffer[..<count].contains(UInt8(ascii: "\n")) { break reading }
            case .failure(let error) where error.isWouldBlock: continue reading
            default: break reading
            }
        }
        return Received(bytes: Array(result.prefix(limit + 1)), timedOut: false)
    }

    /// What one wait-and-read gave.
    package enum Chunk: Equatable {
        /// This many bytes arrived at the start of the buffer.
        case bytes(Int)
        /// The peer ended the stream, or the socket failed for good.
        case end
        /// The deadline passed first.
        case timedOut
        /// Nothing this time (an interrupted wait, a spurious wake-up); ask again.
        case nothing
    }

    /// Waits for bytes until `deadline` (for ever when nil) and reads what arrived into `buffer`.
    package static func receive(_ descriptor: Int32, into buffer: inout [UInt8], deadline: ContinuousClock.Instant?) -> Chunk {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var timeout: Int32 = -1
        if let deadline {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return .timedOut }
            timeout = milliseconds(left)
        }
        switch SystemCall.once({ poll(&poller, 1, timeout) }) {
        case .success(0): return .nothing
        case .success: break
        case .failure(let error): return error.isInterrupted ? .nothing : .end
        }
        let received = buffer.withUnsafeMutableBytes { chunk in
            SystemCall.retrying { recv(descriptor, chunk.baseAddress, chunk.count, Int32(MSG_DONTWAIT)) }
        }
        switch received {
        case .success(let count): return count > 0 ? .bytes(count) : .end
        case .failure(let error): return error.isWouldBlock ? .nothing : .end
        }
    }

    /// What woke ``waitForPeerOrWake(_:wake:)``.
    package enum Wake: Equatable {
        /// The peer sent something or hung up.
        case peer
        /// The wake-up pipe.
        case woken
        /// Interrupted: wait again.
        case interrupted
        /// The wait failed for good.
        case failed
    }

    /// Blocks until the peer on `descriptor` is readable (or gone) or `wake` is written to.
    package static func waitForPeerOrWake(_ descriptor: Int32, wake: WakePipe) -> Wake {
        // POLLIN asked for on both: BSD's poll reports no hang-up to a poller that asked for nothing.
        var pollers = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        switch SystemCall.once({ poll(&pollers, 2, -1) }) {
        case .success(let ready) where ready > 0: return pollers[0].revents != 0 ? .peer : .woken
        case .success: return .failed
        case .failure(let error): return error.isInterrupted ? .interrupted : .failed
        }
    }

    /// A poll timeout in milliseconds for `left`, rounded up and at most `Int32.max`.
    private static func milliseconds(_ left: Duration) -> Int32 {
        let (whole, overflow) = left.components.seconds.multipliedReportingOverflow(by: 1_000)
        guard !overflow, whole < Int64(Int32.max) else { return Int32.max }
        return Int32(clamping: whole + left.components.attoseconds / 1_000_000_000_000_000 + 1)
    }
}

/// connect(2) under a name no member of ``UnixSocket`` shadows.
private func connectDescriptor(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

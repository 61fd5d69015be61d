// A loopback server of the network tests' support, in its room for the operating system.
// Darwin differences handled here:
// - SOCK_STREAM is an Int32 macro on Darwin and Musl and an enum in Glibc's module
//   (sys/socket.h); close-on-exec is set with fcntl(2) on every system, since Darwin has no
//   SOCK_CLOEXEC.
// - Darwin has no MSG_NOSIGNAL: an accepted connection gets SO_NOSIGPIPE instead
//   (setsockopt(2), sys/socket.h), so a client that hangs up cannot kill the test process.
// - shutdown(2) of a listening socket does not wake a thread blocked in accept(2) on Darwin: xnu's
//   soshutdown() (bsd/kern/uipc_socket.c) answers ENOTCONN for a socket that is not connected
//   and does nothing. So the accepting thread waits in poll(2) on the socket beside a wake-up
//   pipe, which stop() writes to, as FeatureDomain's ListeningSocket does.
// - A socket accept(2) returns inherits O_NONBLOCK from the listening socket on Darwin (accept(2):
//   "the same properties") but not on Linux (accept(2), NOTES): each connection is set blocking.
import Foundation
import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A loopback HTTP server that answers every request with the same bytes, exactly as given:
/// heads no well-behaved server would send (64 KB of folds, a HEAD answer that declares a
/// body), or a body that never ends. Each connection is read up to the end of its request
/// head, answered, and kept open for the next request until the client closes it.
public final class CannedResponseServer: Sendable {
    /// The URL of the server's root, `http://127.0.0.1:<port>`.
    public let url: String
    private let listener: Int32
    /// The wake-up pipe's read end (watched beside the listener) and write end (written by stop()).
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let response: [UInt8]
    private let endlessTail: [UInt8]?
    private let stopped = Atomic<Bool>(false)
    /// How many requests were answered so far.
    public var requestCount: Int { answered.load(ordering: .acquiring) }
    private let answered = Atomic<Int>(0)
    /// How many connections are being served (a client that stopped reading closes its own).
    public var openConnections: Int { open.load(ordering: .acquiring) }
    private let open = Atomic<Int>(0)
    /// Whether the accepting thread still runs (it closes the listening socket when it ends).
    public var isAccepting: Bool { accepting.load(ordering: .acquiring) }
    private let accepting = Atomic<Bool>(true)

    /// Listens on a free loopback port and answers every request with `response`, followed,
    /// when `endlessTail` is given, by that tail again and again until the client hangs up.
    public init(response: [UInt8], endlessTail: [UInt8]? = nil) throws {
        self.response = response
        self.endlessTail = endlessTail
        let listener = socket(AF_INET, Self.streamType, 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        _ = fcntl(listener, F_SETFD, FD_CLOEXEC)
        // Non-blocking, so an accept after a poll that saw a client who has since gone cannot block.
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        var ends: [Int32] = [-1, -1]
        guard ready, pipe(&ends) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        self.listener = listener
        wakeRead = ends[0]
        wakeWrite = ends[1]
        url = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "canned-response-server"
        thread.start()
    }

    /// Stops accepting and frees the port; connections being served end when their clients
    /// close them.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        writeWakeByte(to: wakeWrite)
    }

    // The accepting thread holds the server, so this runs after it ended (and closed the listener).
    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    private func acceptLoop() {
        defer {
            close(listener)
            accepting.store(false, ordering: .releasing)
        }
        while !stopped.load(ordering: .acquiring) {
            var watched = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&watched, 2, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, watched[1].revents == 0 else { return }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK || errno == ECONNABORTED { continue }
                return
            }
            Self.prepare(connection)
            open.add(1, ordering: .acquiringAndReleasing)
            let thread = Thread { [self] in
                serve(connection)
                close(connection)
                open.subtract(1, ordering: .acquiringAndReleasing)
            }
            thread.start()
        }
    }

    /// Answers each request head that arrives on `connection` until the client closes it.
    private func serve(_ connection: Int32) {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, 4096, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            received += chunk[0..<count]
            // Requests here have no body: each blank line ends one.
            while let end = Self.endOfHead(received) {
                received.removeSubrange(..<end)
                answered.add(1, ordering: .acquiringAndReleasing)
                guard write(response, to: connection) else { return }
                if let endlessTail {
                    // Paced, so a client that reads on costs memory slowly: 16 KB every 2 ms is 8 MB/s.
                    while write(endlessTail, to: connection) { usleep(2_000) }
                    return
                }
            }
        }
    }

    private static func endOfHead(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 0x0D && bytes[index + 1] == 0x0A && bytes[index + 2] == 0x0D && bytes[index + 3] == 0x0A {
            return index + 4
        }
        return nil
    }

    private static var streamType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    /// Flags for send(2): on Linux and Musl, MSG_NOSIGNAL keeps a hung-up client from raising SIGPIPE.
    private static var sendFlags: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }

    /// Makes an accepted connection blocking, close on exec and, on Darwin, unable to raise SIGPIPE.
    private static func prepare(_ connection: Int32) {
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) & ~O_NONBLOCK)
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    private func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { send(connection, $0.baseAddress! + offset, bytes.count - offset, Self.sendFlags) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}

/// Writes one byte to the wake-up pipe (never blocks: its write end is non-blocking), under a
/// name the server's own `write(_:to:)` does not shadow.
private func writeWakeByte(to descriptor: Int32) {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
}

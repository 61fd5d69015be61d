import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A raw TCP connection to 127.0.0.1, for tests that speak HTTP byte by byte (the inspector's
/// page server): what is sent is exactly what the test wrote, and reads stream as they come.
/// Darwin: `sockaddr_in` has a `sin_len` byte (<netinet/in.h>), set; SO_NOSIGPIPE stands in for
/// MSG_NOSIGNAL (<sys/socket.h>).
public final class LoopbackClient: @unchecked Sendable {
    /// The socket; used by one test thread at a time.
    public let descriptor: Int32
    private var isClosed = false

    /// Connects to 127.0.0.1:`port`; `receiveBuffer` (bytes) makes a small window, for a slow reader.
    public init(port: UInt16, receiveBuffer: Int32? = nil) throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw TestSocketError(call: "socket", code: errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if var size = receiveBuffer {
            _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connectSocket(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let error = TestSocketError(call: "connect", code: errno)
            Glue.close(descriptor)
            throw error
        }
        self.descriptor = descriptor
    }

    deinit { close() }

    /// Sends `text` as UTF-8; false when the server is gone.
    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    /// Sends all of `bytes`; false when the server is gone.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count, Glue.noSignalFlag) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Reads until `done` says the bytes so far are enough, the server closes, or `timeout`
    /// seconds pass; returns what arrived.
    public func receive(timeout: Double = 10, until done: ([UInt8]) -> Bool = { _ in false }) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(timeout)
        while !done(received) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { break }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1_000 + 1, 60_000)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            received.append(contentsOf: buffer[..<count])
        }
        return received
    }

    /// Reads the whole answer: until the server closes the connection.
    public func receiveAll(timeout: Double = 10) -> String {
        String(decoding: receive(timeout: timeout), as: UTF8.self)
    }

    /// Whether the server has closed its end: a read returns the end of the stream (or an error)
    /// within `timeout` seconds, after whatever bytes were still on their way.
    public func isClosedByServer(timeout: Double = 10) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return !(count < 0 && errno == EINTR) }
        }
        return false
    }

    public func close() {
        guard !isClosed else { return }
        isClosed = true
        Glue.close(descriptor)
    }
}

private enum Glue {
    static func close(_ descriptor: Int32) {
        #if canImport(Darwin)
            _ = Darwin.close(descriptor)
        #elseif canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Musl.close(descriptor)
        #endif
    }

    static var noSignalFlag: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }
}

/// connect(2) and send(2) under names no member of ``LoopbackClient`` shadows.
private func connectSocket(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(descriptor, bytes, count, flags)
}

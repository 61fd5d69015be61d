#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A TCP socket listening on 127.0.0.1 only, whose waiting accept another thread can end: the
/// inspector's page server. As ``ListeningSocket`` it polls beside a wake-up pipe, so ``wake()``
/// ends a wait on Linux and Darwin alike.
///
/// Darwin: `sockaddr_in` starts with a `sin_len` byte (<netinet/in.h>), set here; no
/// `SOCK_CLOEXEC` (socket(2)), so close-on-exec and `SO_NOSIGPIPE` follow the call
/// (``UnixSocket/preventSignalOnWrite(_:)``). `SO_REUSEADDR` (so that a port whose last
/// connections are still in TIME_WAIT can be taken again at once) means more there: xnu's
/// in_pcbbind (bsd/netinet/in_pcb.c) then looks only for a socket bound to exactly 127.0.0.1:P,
/// so the bind succeeds beside another program of the same user that listens on every address
/// at P, and the loopback connections meant for that program come here. Linux refuses that bind
/// with EADDRINUSE (a listening socket is never shared). Darwin asks first whether P is bound on
/// every address, by binding it so with the same option (the exact lookup finds such a socket,
/// and no connection in TIME_WAIT), and refuses as Linux does (``isBoundOnEveryAddress(port:)``).
package struct LoopbackListener: Sendable {
    package let descriptor: Int32
    /// The port bound (the system's choice when 0 was asked for).
    package let port: UInt16
    private let wakePipe: WakePipe

    /// Binds 127.0.0.1:`port` (0: any free port) and listens.
    package init(port: UInt16, backlog: Int32 = 16) throws(UnixSocket.Failure) {
        guard let wakePipe = WakePipe.make() else { throw UnixSocket.Failure(call: "pipe", error: .last) }
        #if canImport(Darwin)
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #elseif canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0)
        #endif
        guard descriptor >= 0 else {
            wakePipe.close()
            throw UnixSocket.Failure(call: "socket", error: .last)
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        UnixSocket.preventSignalOnWrite(descriptor)
        #if canImport(Darwin)
            guard port == 0 || !Self.isBoundOnEveryAddress(port: port) else {
                Descriptor.close(descriptor)
                wakePipe.close()
                throw UnixSocket.Failure(call: "bind", error: .addressInUse)
            }
        #endif
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        // 127.0.0.1, in network order: only this machine can connect.
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, backlog) == 0 else {
            let failure = UnixSocket.Failure(call: bound == 0 ? "listen" : "bind", error: .last)
            Descriptor.close(descriptor)
            wakePipe.close()
            throw failure
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: actual.sin_port)
        self.wakePipe = wakePipe
    }

    #if canImport(Darwin)
        /// Whether a socket is bound to every IPv4 address at `port` (0.0.0.0:`port`, a listener
        /// most often), by binding a throwaway socket there with `SO_REUSEADDR`: in_pcbbind's
        /// exact lookup (bsd/netinet/in_pcb.c) then answers EADDRINUSE for such a socket only.
        private static func isBoundOnEveryAddress(port: UInt16) -> Bool {
            let probe = socket(AF_INET, SOCK_STREAM, 0)
            guard probe >= 0 else { return false }
            defer { Descriptor.close(probe) }
            var on: Int32 = 1
            _ = setsockopt(probe, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = 0  // INADDR_ANY, every address
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            return bound != 0 && SystemError.last.isAddressInUse
        }
    #endif

    /// Waits for a connection or a ``wake()``.
    package func accept() -> ListeningSocket.Accepted {
        ListeningSocket.accept(on: descriptor, wakePipe: wakePipe)
    }

    /// Ends a waiting or the next ``accept()`` with `woken`; never blocks.
    package func wake() {
        wakePipe.wake()
    }

    /// Closes the socket and the pipe; the caller makes sure no ``wake()`` comes after.
    package func close() {
        Descriptor.close(descriptor)
        wakePipe.close()
    }
}

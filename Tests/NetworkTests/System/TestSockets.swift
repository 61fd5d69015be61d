// The network tests' room for the operating system: the only test code that imports the C
// library. Darwin differences handled here:
// - SOCK_STREAM is an Int32 macro on Darwin and an enum in Glibc's module (sys/socket.h);
//   Darwin has no SOCK_NONBLOCK, so the queue fillers are made non-blocking with fcntl(2).
// - `sockaddr_in` has a `sin_len` field on Darwin (netinet/in.h), which bind(2) ignores when
//   the length is passed, so it is left zero.
// - A listen(2) backlog of 0 is not a short queue on Darwin: xnu's solisten()
//   (bsd/kern/uipc_socket.c) turns `backlog <= 0` into somaxconn, 128. The silent port's backlog
//   is 1 on both systems: xnu's sonewconn_internal() (bsd/kern/uipc_socket2.c) refuses a new
//   connection once so_qlen reaches so_qlimit, so it holds one; Linux's sk_acceptq_is_full()
//   refuses only above the backlog, so it holds two. A SYN to a full queue is dropped unanswered
//   on both (tcp_input's "listen drop" in bsd/netinet/tcp_input.c; tcp_conn_request on Linux).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A loopback TCP port for tests, closed on deinit. `completingConnects: false` fills its listen
/// queue (backlog 1: one connection on Darwin, two on Linux) with three connections nobody
/// accepts, so later SYNs are dropped and a connect never completes; otherwise the kernel
/// completes connects into the queue, but nobody ever reads or writes: a TLS handshake there hangs.
final class LoopbackPort {
    private var descriptors: [Int32] = []
    private(set) var port = 0

    init(completingConnects: Bool) throws {
        let listener = socket(AF_INET, Self.streamType, 0)
        guard listener >= 0 else { throw LoopbackPortFailure() }
        descriptors.append(listener)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, completingConnects ? 8 : 1) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound else { throw LoopbackPortFailure() }
        port = Int(UInt16(bigEndian: address.sin_port))
        guard !completingConnects else { return }
        for _ in 0..<3 {
            let filler = socket(AF_INET, Self.streamType, 0)
            guard filler >= 0 else { continue }
            _ = fcntl(filler, F_SETFL, fcntl(filler, F_GETFL) | O_NONBLOCK)
            descriptors.append(filler)
            _ = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        // Until a filler is connected (writable with no error), so the queue holds a finished
        // connection: xnu may give an unfinished one's place to a new SYN (tcp_dropdropablreq), a
        // finished one never. Another filler's failure also ends a poll, and is no such sign: a
        // failed filler is left out of the next one (poll(2) skips a negative descriptor). Each
        // round ends one filler's wait at least, so there are as many rounds as fillers at most.
        var fillers = descriptors.dropFirst().map { pollfd(fd: $0, events: Int16(POLLOUT), revents: 0) }
        for _ in fillers.indices {
            guard poll(&fillers, nfds_t(fillers.count), 1_000) > 0 else { return }
            if fillers.contains(where: Self.isConnected) { return }
            for index in fillers.indices where fillers[index].revents != 0 { fillers[index].fd = -1 }
        }
    }

    /// Whether poll(2) found this connecting socket connected: writable, neither failed nor
    /// hung up, and no pending error (SO_ERROR, which a refused or reset connect sets).
    private static func isConnected(_ entry: pollfd) -> Bool {
        guard entry.fd >= 0, entry.revents & Int16(POLLOUT) != 0, entry.revents & Int16(POLLERR | POLLHUP) == 0 else { return false }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(entry.fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0 && error == 0
    }

    deinit {
        for descriptor in descriptors { _ = close(descriptor) }
    }

    private static var streamType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }
}

struct LoopbackPortFailure: Error {}

/// What `fcntl` and `poll` say of a descriptor.
enum DescriptorFlags {
    static func isCloseOnExec(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0
    }

    static func isNonBlocking(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFL) & O_NONBLOCK != 0
    }

    /// Whether a read from `descriptor` would return at once (poll(2) with no wait).
    static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
    }
}

/// What the C library says of the calling thread.
enum ThreadFacts {
    /// The calling thread's stack size, as the C library reports it; nil where it cannot say.
    /// pthread_getattr_np(3) is a GNU extension that Glibc's Swift module leaves out (it is
    /// declared for _GNU_SOURCE only), so it is looked up by name. Darwin has
    /// pthread_get_stacksize_np(3) (<pthread.h>): for a thread other than the main one,
    /// libpthread answers the size its stack was made with (src/pthread.c, stackaddr less
    /// stackbottom), which on arm64 is the size asked for and 12 KiB more, where the thread's own
    /// structure sits (PTHREAD_T_OFFSET in src/types_internal.h; its tests/stack_size.c expects
    /// both); that share is taken off, so the figure is the one asked for on every system.
    static func currentThreadStackBytes() -> Int? {
        #if canImport(Darwin)
            #if arch(arm64)
                let threadStructure = 12 * 1024
            #else
                let threadStructure = 0
            #endif
            return pthread_get_stacksize_np(pthread_self()) - threadStructure
        #elseif canImport(Glibc)
            typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>?) -> Int32
            guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
            let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var size = 0
            guard pthread_attr_getstacksize(&attributes, &size) == 0 else { return nil }
            return size
        #else
            return nil
        #endif
    }
}

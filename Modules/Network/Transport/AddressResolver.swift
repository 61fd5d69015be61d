#if canImport(Glibc)
    import Foundation
    import Glibc
    import Synchronization

    /// One address a host name resolved to, copied out of `getaddrinfo`'s list.
    struct ResolvedAddress: Sendable {
        var family: Int32
        var socketProtocol: Int32
        var address: [UInt8]
    }

    /// Resolves a host name on a thread of its own, so a caller can stop waiting for it.
    ///
    /// `getaddrinfo` cannot be cancelled and may block for as long as the system's resolver
    /// tries; the caller waits on a pipe with its deadline and its canceller, and a lookup it gave
    /// up on finishes alone and cleans up after itself.
    enum AddressResolver {
        /// A blocking lookup of a host and port; `getaddrinfo` unless a test gives another.
        typealias LookUp = @Sendable (String, Int) -> Result<[ResolvedAddress], StreamFailure>

        static func resolve(
            host: String, port: Int, canceller: ConnectionCanceller, deadline: ContinuousClock.Instant, lookUp: @escaping LookUp = lookUp
        ) throws(StreamFailure) -> [ResolvedAddress] {
            guard let lookup = Lookup() else { throw .cannotConnect(code: EMFILE, "no file descriptors left for a name lookup") }
            let thread = Thread {
                lookup.finish(lookUp(host, port))
            }
            thread.start()
            defer { lookup.abandon() }
            var fds = [pollfd(fd: lookup.readEnd, events: Int16(POLLIN), revents: 0), pollfd(fd: canceller.readEnd, events: Int16(POLLIN), revents: 0)]
            while true {
                if let result = lookup.result { return try result.get() }
                guard !canceller.isCancelled else { throw .cancelled }
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { throw .connectTimeout }
                let ready = poll(&fds, nfds_t(fds.count), remaining.milliseconds)
                if ready > 0, fds[1].revents != 0 { throw .cancelled }
                if ready < 0, errno != EINTR { throw .lost("poll failed: \(String(cString: strerror(errno)))") }
            }
        }

        @Sendable static func lookUp(host: String, port: Int) -> Result<[ResolvedAddress], StreamFailure> {
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            hints.ai_flags = AI_ADDRCONFIG | AI_NUMERICSERV
            var list: UnsafeMutablePointer<addrinfo>?
            let status = getaddrinfo(host, String(port), &hints, &list)
            guard status == 0, let first = list else {
                return .failure(.hostNotFound("cannot resolve \(host): \(String(cString: gai_strerror(status)))"))
            }
            defer { freeaddrinfo(first) }
            var addresses: [ResolvedAddress] = []
            var candidate: UnsafeMutablePointer<addrinfo>? = first
            while let info = candidate {
                candidate = info.pointee.ai_next
                guard let address = info.pointee.ai_addr else { continue }
                let bytes = UnsafeRawBufferPointer(start: address, count: Int(info.pointee.ai_addrlen))
                addresses.append(ResolvedAddress(family: info.pointee.ai_family, socketProtocol: info.pointee.ai_protocol, address: Array(bytes)))
            }
            guard !addresses.isEmpty else { return .failure(.hostNotFound("no address for \(host)")) }
            return .success(addresses)
        }
    }

    /// The rendezvous of a lookup's thread and its caller: a result, and a pipe that becomes
    /// readable when it is there. Whichever side is last closes the pipe.
    private final class Lookup: Sendable {
        private struct State {
            var result: Result<[ResolvedAddress], StreamFailure>?
            var abandoned = false
            var closed = false
        }

        let readEnd: Int32
        private let writeEnd: Int32
        private let state = Mutex(State())

        init?() {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            readEnd = ends[0]
            writeEnd = ends[1]
        }

        var result: Result<[ResolvedAddress], StreamFailure>? { state.withLock { $0.result } }

        /// Called by the lookup's thread.
        func finish(_ result: Result<[ResolvedAddress], StreamFailure>) {
            state.withLock { state in
                if state.abandoned {
                    closePipe(&state)
                    return
                }
                state.result = result
                var byte: UInt8 = 1
                _ = write(writeEnd, &byte, 1)
            }
        }

        /// Called by the caller when it stops waiting, with or without a result.
        func abandon() {
            state.withLock { state in
                state.abandoned = true
                if state.result != nil { closePipe(&state) }
            }
        }

        private func closePipe(_ state: inout State) {
            guard !state.closed else { return }
            state.closed = true
            _ = close(readEnd)
            _ = close(writeEnd)
        }
    }

    extension Duration {
        /// Whole milliseconds, rounded up, at least 0 and at most `Int32.max`, for `poll`.
        var milliseconds: Int32 {
            // Never negative: poll would read that as "wait for ever".
            guard self > .zero else { return 0 }
            let (seconds, attoseconds) = components
            let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
            guard !overflow else { return Int32.max }
            let extra = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
            let (total, sumOverflow) = product.addingReportingOverflow(extra)
            return sumOverflow ? Int32.max : Int32(clamping: total)
        }
    }
#endif

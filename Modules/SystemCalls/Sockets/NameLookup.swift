// Darwin differences handled in this file:
// - `addrinfo` orders its fields differently (Darwin: ai_canonname before ai_addr; netdb.h),
//   which Swift's field names hide; SOCK_STREAM is an Int32 macro on Darwin and an enum in
//   Glibc's module (sys/socket.h).
// - AI_ADDRCONFIG and AI_NUMERICSERV exist on both (getaddrinfo(3), netdb.h).
// - inet_pton(3) is the same call on both (arpa/inet.h).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One address a host name resolved to, copied out of `getaddrinfo`'s list.
package struct ResolvedAddress: Sendable {
    package var family: Int32
    package var socketProtocol: Int32
    /// The `sockaddr` as bytes.
    package var address: [UInt8]

    package init(family: Int32, socketProtocol: Int32, address: [UInt8]) {
        self.family = family
        self.socketProtocol = socketProtocol
        self.address = address
    }
}

/// The system's name lookup: blocking, so callers run it on a thread of their own.
package enum NameLookup {
    /// The TCP addresses of `host` on `port`, or why there are none.
    package static func addresses(host: String, port: Int) -> Result<[ResolvedAddress], NameLookup.Failure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_ADDRCONFIG | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            return .failure(Failure(reason: "cannot resolve \(host): \(String(cString: gai_strerror(status)))"))
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
        guard !addresses.isEmpty else { return .failure(Failure(reason: "no address for \(host)")) }
        return .success(addresses)
    }

    /// Why a name has no address: the resolver's words.
    package struct Failure: Error, Equatable, Sendable {
        package var reason: String
    }

    /// Whether `host` is an IPv4 or IPv6 address (no brackets) rather than a name.
    package static func isIPAddress(_ host: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET, host, &address) == 1 || inet_pton(AF_INET6, host, &address) == 1
    }
}

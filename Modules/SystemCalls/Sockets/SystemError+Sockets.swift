// Darwin: the names below are in its <sys/errno.h> too, with other numbers, which only the names
// hide.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The questions the listening sockets ask of a failed accept or bind.
extension SystemError {
    /// The peer gave up between the poll and the accept (ECONNABORTED).
    package var isConnectionAborted: Bool { code == ECONNABORTED }
    /// The process or the system is out of descriptors or memory for now (EMFILE, ENFILE,
    /// ENOBUFS, ENOMEM): worth asking again a little later.
    package var isOutOfResources: Bool { [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(code) }
    /// The address is taken (EADDRINUSE).
    package var isAddressInUse: Bool { code == EADDRINUSE }
    /// Something is at the address already (EADDRINUSE), as a value to throw.
    package static let addressInUse = SystemError(code: EADDRINUSE)
}

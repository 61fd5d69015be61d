#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A pipe one thread writes a byte to so that another, blocked in `poll` on the read end beside
/// its socket, wakes up. Both ends are non-blocking and closed on exec.
struct WakePipe: Sendable {
    /// The end to poll for `POLLIN`.
    let readEnd: Int32
    let writeEnd: Int32

    /// A new pipe; nil when the system has no descriptor to give.
    static func make() -> WakePipe? {
        guard let ends = CloseOnExec.nonBlockingPipe() else { return nil }
        return WakePipe(readEnd: ends.read, writeEnd: ends.write)
    }

    /// Wakes the poller; never blocks (a full pipe already holds a wake-up).
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe, so the next poll waits for the next wake-up.
    func drain() {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Closes both ends.
    func close() {
        SystemCalls.close(readEnd)
        SystemCalls.close(writeEnd)
    }
}

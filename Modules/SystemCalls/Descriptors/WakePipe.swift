/// A pipe one thread writes a byte to so that another, blocked in `poll` on the read end beside
/// its socket, wakes up. Both ends are non-blocking and closed on exec.
///
/// The HTTP client's connections, the app's instance socket and the inspector's page server
/// each wait on one beside their sockets.
package struct WakePipe: Sendable {
    /// The end to poll for `POLLIN`.
    package let readEnd: Int32
    package let writeEnd: Int32

    /// A new pipe, or nil when the process has no descriptors left.
    package static func make() -> WakePipe? {
        guard case .success(let ends) = CloseOnExec.nonBlockingPipe() else { return nil }
        return WakePipe(readEnd: ends.read, writeEnd: ends.write)
    }

    /// Makes the read end readable; never blocks (a full pipe is readable already, so a failed
    /// write loses nothing).
    package func wake() {
        Descriptor.write(writeEnd, [1])
    }

    /// Empties the pipe, so the next poll waits for the next wake-up.
    package func drain() {
        Descriptor.discardInput(readEnd)
    }

    /// Closes both ends.
    package func close() {
        Descriptor.close(readEnd)
        Descriptor.close(writeEnd)
    }
}

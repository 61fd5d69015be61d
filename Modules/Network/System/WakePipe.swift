// Darwin differences handled in this file (see SystemError.swift for the room's role):
// - Darwin has no pipe2 (unistd.h lists pipe only; pipe(2)), so there close-on-exec and
//   non-blocking are set after pipe() with fcntl(2) F_SETFD FD_CLOEXEC and F_SETFL O_NONBLOCK.
//   A child spawned by another thread in between could inherit the ends; Linux (and Musl) use
//   pipe2(O_CLOEXEC | O_NONBLOCK), which leaves no such gap. Glibc's Swift module does not
//   declare pipe2 (unistd.h has it under _GNU_SOURCE), so it is found with dlsym(3) in the
//   process's own libraries (RTLD_DEFAULT, a null handle on Linux).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A pipe one thread writes a byte to so that another, blocked in `poll` on the read end beside
/// its socket, wakes up. Both ends are non-blocking and closed on exec.
///
/// Package access: the app's instance socket (AppHost) waits on one too. Only this
/// package's targets see it (Network is not a product; were it one, this would stay hidden).
package struct WakePipe: Sendable {
    /// The end to poll for `POLLIN`.
    package let readEnd: Int32
    package let writeEnd: Int32

    /// A new pipe, or nil when the process has no descriptors left.
    package static func make() -> WakePipe? {
        var ends: [Int32] = [0, 0]
        if let pipe2 = Self.pipe2 {
            guard pipe2(&ends, Int32(O_CLOEXEC | O_NONBLOCK)) == 0 else { return nil }
        } else {
            guard pipe(&ends) == 0 else { return nil }
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
        }
        return WakePipe(readEnd: ends[0], writeEnd: ends[1])
    }

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32

    /// The C library's pipe2, looked up by name: Glibc's Swift module leaves it out (it is
    /// declared for _GNU_SOURCE only), and Darwin has none.
    private static let pipe2: Pipe2? = {
        #if canImport(Darwin)
            return nil
        #else
            return dlsym(nil, "pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
        #endif
    }()

    /// Makes the read end readable; never blocks (a full pipe is readable already, so a failed
    /// write loses nothing).
    package func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe, so the next poll waits for the next wake-up.
    package func drain() {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Closes both ends.
    package func close() {
        _ = SystemSocket.close(readEnd)
        _ = SystemSocket.close(writeEnd)
    }
}

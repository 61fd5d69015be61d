/// A child's status as waitpid(2) reports it, decoded by hand: the W* macros are not visible
/// from Swift's Glibc module. Linux and Darwin share the traditional layout (<sys/wait.h>),
/// except for a continued child (see ``init(_:)``).
enum WaitStatus: Equatable {
    case exited(Int32)
    case stopped(Int32)
    case continued
    case signalled(Int32)

    /// Decodes `status`.
    init(_ status: Int32) {
        let low = status & 0x7F
        let high = (status >> 8) & 0xFF
        #if canImport(Darwin)
            // Darwin: WIFCONTINUED is _WSTOPPED (0177) with SIGCONT (19) as the stop signal.
            let isContinued = low == 0x7F && high == 0x13
        #else
            // Linux: __W_CONTINUED.
            let isContinued = status == 0xFFFF
        #endif
        if isContinued {
            self = .continued
        } else if low == 0 {
            self = .exited(high)
        } else if low == 0x7F {
            self = .stopped(high)
        } else {
            self = .signalled(low)
        }
    }
}

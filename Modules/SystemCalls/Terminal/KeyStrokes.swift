// The keys `MainCLI inspect` reads from its terminal:
// q ends it at once, without Enter. The terminal is put in non-canonical mode without echo
// (termios(4); tcgetattr/tcsetattr have the same names and flags in Darwin's <termios.h>),
// signals still on, and given back as it was found on every way out: q, the end of the app, and
// SIGINT, SIGTERM and SIGHUP, whose handlers restore it (tcsetattr is async-signal-safe,
// signal-safety(7)) and end the process with 128 + the signal.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal's modes as found, for the signal handlers; written once before they are installed.
nonisolated(unsafe) private var foundModes = termios()
nonisolated(unsafe) private var changedModes = false

/// Reads single keys from standard input and gives the terminal back on every way out.
package enum KeyStrokes {
    /// Puts a terminal on standard input in single-key mode (nothing to do on a pipe) and
    /// installs the handlers that give it back.
    package static func begin() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &foundModes) == 0 else { return }
        var modes = foundModes
        modes.c_lflag &= ~tcflag_t(ICANON | ECHO)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            _ = Glue.install(signal)
        }
        changedModes = true
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }

    /// Gives the terminal back as it was found.
    package static func end() {
        guard changedModes else { return }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &foundModes)
    }

    /// The next byte of standard input; nil at its end.
    package static func next() -> UInt8? {
        var byte: UInt8 = 0
        let count = withUnsafeMutableBytes(of: &byte) { Descriptor.read(STDIN_FILENO, into: $0) }
        return count == .success(1) ? byte : nil
    }
}

private enum Glue {
    static func install(_ signalNumber: Int32) -> Bool {
        var action = sigaction()
        // The handler field is a union each C library names its own way (<sys/signal.h>).
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = restoreAndExit
        #elseif canImport(Glibc)
            action.__sigaction_handler.sa_handler = restoreAndExit
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = restoreAndExit
        #endif
        sigemptyset(&action.sa_mask)
        return sigaction(signalNumber, &action, nil) == 0
    }
}

private func restoreAndExit(_ signalNumber: Int32) {
    if changedModes { _ = tcsetattr(STDIN_FILENO, TCSANOW, &foundModes) }
    _exit(128 + signalNumber)
}

extension KeyStrokes {
    /// Blocks the calling thread for good (the process ends from another thread or a signal).
    package static func waitForever() {
        _ = pause()
    }
}

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The signals the screen host handles, by name: their numbers differ between Linux and Darwin
/// (SIGTSTP is 20 on Linux, 18 on Darwin; SIGUSR1 10 and 30), so the code never spells a number.
package enum ProcessSignals {
    package static let interrupt = SIGINT
    package static let terminate = SIGTERM
    package static let hangUp = SIGHUP
    package static let quit = SIGQUIT
    package static let windowChanged = SIGWINCH
    package static let terminalStop = SIGTSTP
    package static let continued = SIGCONT
    /// Signals nobody should be able to end the app with unawares; SIGPIPE (a write to a closed
    /// terminal reports an error instead); SIGTTIN, so that a read from the background fails
    /// with EIO, which the input handler answers by waiting for the foreground.
    package static let ignoredWhileRunning = [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGTTIN]

    /// Ignores each of `signals`.
    package static func ignore(_ signals: [Int32]) {
        for number in signals { signal(number, SIG_IGN) }
    }

    /// Stops this process (SIGSTOP, which unlike SIGTSTP cannot be caught) until SIGCONT.
    package static func stopSelf() {
        kill(getpid(), SIGSTOP)
    }

    /// Interrupts this process as Ctrl-C would have (SIGINT to itself).
    package static func interruptSelf() {
        raise(SIGINT)
    }

    /// Sends SIGTSTP to the process group, as the terminal would for Ctrl-Z with ISIG on.
    package static func sendTerminalStopToGroup() {
        kill(0, SIGTSTP)
    }
}

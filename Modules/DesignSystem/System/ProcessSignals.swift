#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The signals the screen host handles, by name: their numbers differ between Linux and Darwin
/// (SIGTSTP is 20 on Linux, 18 on Darwin; SIGUSR1 10 and 30), so the code never spells a number.
enum ProcessSignals {
    static let interrupt = SIGINT
    static let terminate = SIGTERM
    static let hangUp = SIGHUP
    static let quit = SIGQUIT
    static let windowChanged = SIGWINCH
    static let terminalStop = SIGTSTP
    static let continued = SIGCONT
    /// Signals nobody should be able to end the app with unawares; SIGPIPE (a write to a closed
    /// terminal reports an error instead); SIGTTIN, so that a read from the background fails
    /// with EIO, which the input handler answers by waiting for the foreground.
    static let ignoredWhileRunning = [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGTTIN]

    /// Ignores each of `signals`.
    static func ignore(_ signals: [Int32]) {
        for number in signals { signal(number, SIG_IGN) }
    }

    /// Stops this process (SIGSTOP, which unlike SIGTSTP cannot be caught) until SIGCONT.
    static func stopSelf() {
        kill(getpid(), SIGSTOP)
    }

    /// Sends SIGTSTP to the process group, as the terminal would for Ctrl-Z with ISIG on.
    static func sendTerminalStopToGroup() {
        kill(0, SIGTSTP)
    }
}

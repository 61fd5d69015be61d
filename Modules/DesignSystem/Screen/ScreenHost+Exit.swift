import SystemCalls

extension ScreenHost {
    /// Why the host stopped, and the exit status that goes with it.
    public enum Exit: Sendable, Equatable {
        /// The user quit (`q`, or Ctrl-C in raw mode).
        case quit
        /// SIGINT arrived.
        case interrupted
        /// SIGTERM arrived.
        case terminated
        /// SIGHUP arrived: the terminal went away.
        case hangUp
        /// SIGQUIT arrived.
        case quitSignal
        /// The task running the host was cancelled: the program, not the user, ended the run.
        case cancelled

        /// The process exit status: 0 for a quit, 128 + the signal number for a signal (a
        /// hang-up counts as SIGHUP whether the signal or the end of input came first).
        public var status: Int32 {
            switch self {
            case .quit: 0
            case .interrupted: 128 + ProcessSignals.interrupt
            case .terminated: 128 + ProcessSignals.terminate
            case .hangUp: 128 + ProcessSignals.hangUp
            case .quitSignal: 128 + ProcessSignals.quit
            case .cancelled: 0
            }
        }
    }
}

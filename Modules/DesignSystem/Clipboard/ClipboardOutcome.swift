/// What became of a copy: the app says which way it went, and never claims "copied" where the
/// terminal may have refused.
public enum ClipboardOutcome: Equatable, Sendable {
    /// The system's tool (`pbcopy`, `wl-copy`, `xclip`, `xsel`), named here, took the text and
    /// exited successfully.
    case copied(tool: String)
    /// The text went to the terminal as OSC 52; whether the terminal took it, nobody can tell
    /// (some ask first, some refuse, some ignore it).
    case sentToTerminal
    /// The text is longer than a terminal takes over OSC 52, and was not sent, not even in part.
    case tooLong(bytes: Int, limit: Int)
    /// The tool ran but failed (a non-zero exit, a signal, or it could not be started).
    case toolFailed(tool: String)
    /// The tool did not end within its time, and was killed.
    case toolTimedOut(tool: String)
    /// No way is open: no tool was found and OSC 52 is turned off.
    case unavailable
}

import Glibc

/// The terminal attributes saved when raw mode began, for the crash handler.
///
/// A signal handler cannot reach actor-isolated state, so the saved attributes also live here.
/// They are written once, before any handler is installed, and only read afterwards.
nonisolated(unsafe) private var savedAttributesForCrash = termios()
nonisolated(unsafe) private var hasSavedAttributesForCrash = false

/// The escape sequences that undo everything the app did to the screen: reset styles, end
/// synchronized output, end bracketed paste, show the cursor, leave the alternate screen.
private let restoreSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?2026l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)

/// The process's controlling terminal: raw mode, the alternate screen, size and output.
///
/// Everything it changes is given back by ``restore()``, which runs on quit, on SIGINT,
/// SIGTERM and SIGHUP (through the screen host), and on crashes (through a signal handler that
/// only uses async-signal-safe calls).
@MainActor
public final class TerminalDevice {
    private var savedAttributes: termios?
    private var isActive = false

    /// Creates a handle on standard input and output.
    public init() {}

    /// Whether standard input and output are both terminals.
    public nonisolated static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The terminal's size; 80x24 when it cannot be read.
    public var size: Size {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return Size(width: 80, height: 24)
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Enters raw mode and the alternate screen, and hides the cursor.
    public func activate() throws(TerminalError) {
        guard !isActive else { return }
        var attributes = termios()
        guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { throw .notATerminal }
        savedAttributes = attributes
        savedAttributesForCrash = attributes
        hasSavedAttributesForCrash = true
        // Touch the global now: its lazy initialisation is not safe inside a signal handler.
        _ = restoreSequence.count
        installCrashHandlers()

        var raw = attributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        // Without ISIG, Ctrl-C and Ctrl-Z arrive as keys, which the screen host handles.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw .notATerminal }
        isActive = true
        // Alternate screen, hidden cursor, bracketed paste (pasted text arrives marked, as one key).
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J")
    }

    /// Gives the terminal back as it was found; safe to call more than once.
    public func restore() {
        guard isActive else { return }
        isActive = false
        writeBytes(restoreSequence)
        if var attributes = savedAttributes {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes)
        }
    }

    /// Writes text to the terminal, all of it.
    public func write(_ text: String) {
        writeBytes(Array(text.utf8))
    }

    /// Writes bytes to the terminal, all of them.
    public func write(bytes: [UInt8]) {
        writeBytes(bytes)
    }

    /// Reads what standard input has ready, up to 4 KiB; empty at end of input.
    public func readAvailable() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : []
    }

    private func writeBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    private func installCrashHandlers() {
        for crashSignal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            signal(crashSignal) { received in
                // Async-signal-safe only: write(2), tcsetattr(3), signal(2), raise(3).
                restoreSequence.withUnsafeBytes { _ = Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                if hasSavedAttributesForCrash { tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributesForCrash) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}

/// Why the terminal could not be used.
public enum TerminalError: Error, Sendable {
    /// Standard input or output is not a terminal.
    case notATerminal
}

import SystemCalls

/// Asks the terminal that standard output writes to for its background colour (OSC 11), once,
/// for a program that prints coloured text and ends without taking the screen (`DemoCLI render
/// --ansi`); a running screen host asks on its own (``ScreenHost/detectsAppearance``).
///
/// The question goes to the controlling terminal (`/dev/tty`, tty(4) on Darwin, the same path on
/// Linux), and only when standard output is that terminal: a pipe or a file is never asked about.
/// Echo, line editing and signal keys are off while the answer is read, and the modes are put
/// back before ``ask(timeoutMilliseconds:)`` returns. The status query (DSR 5) follows the
/// question: terminals answer in order, so its answer says that no colour is coming, and a
/// terminal that does not know OSC 11 costs a round trip, not the whole wait.
public enum TerminalBackgroundQuery {
    /// How long ``ask(timeoutMilliseconds:)`` waits by default, as long as a screen host waits
    /// (``ScreenHost/appearanceQueryTimeout``): a local terminal answers within milliseconds and
    /// one over SSH within a round trip, and the status reply ends the wait then; only a terminal
    /// that answers neither question costs all of it, and an answer later than that would be
    /// echoed to the screen once the modes are back, so the wait allows a slow link or a busy machine.
    public static let defaultTimeoutMilliseconds = 5_000

    /// OSC 11 with `?`, ended by ST, then DSR 5 (`ESC [ 5 n`).
    static let question = Array("\u{1B}]11;?\u{1B}\\\u{1B}[5n".utf8)
    /// The answer to DSR 5: the terminal is well, and has answered what came before.
    static let statusReply = Array("\u{1B}[0n".utf8)

    /// The background of the terminal standard output writes to, or nil: not a terminal, not
    /// the foreground job's (asking would stop the program), or no colour within
    /// `timeoutMilliseconds`. Ctrl-C while it waits interrupts the program as it would have,
    /// once the terminal's modes are back.
    public static func ask(timeoutMilliseconds: Int = defaultTimeoutMilliseconds) -> RGBColor? {
        // Standard output is the controlling terminal when it is a terminal of this session
        // (tcgetsid(3)), which /dev/tty then opens; the program is asked only in the foreground.
        guard let terminal = TerminalCalls.openControllingTerminal(ifItIs: StandardStream.output) else { return nil }
        defer { Descriptor.close(terminal) }
        guard TerminalCalls.isForeground(terminal), let saved = TerminalAttributes.of(terminal) else { return nil }
        // The answer must neither show on the screen nor wait for a newline; Ctrl-C comes as a
        // byte, so the modes can be put back before the program is interrupted.
        guard saved.quiet.apply(to: terminal) else { return nil }
        let (color, interrupted) = exchange(on: terminal, timeoutMilliseconds: timeoutMilliseconds)
        saved.apply(to: terminal)
        if interrupted { ProcessSignals.interruptSelf() }
        return color
    }

    /// Writes the question and reads until the status reply, Ctrl-C or the deadline.
    private static func exchange(on terminal: Int32, timeoutMilliseconds: Int) -> (RGBColor?, interrupted: Bool) {
        guard case .success(question.count) = Descriptor.write(terminal, question) else { return (nil, false) }
        var reading = BackgroundReplyReader()
        let deadline = MonotonicClock.nanoseconds() + UInt64(max(0, timeoutMilliseconds)) * 1_000_000
        var buffer = [UInt8](repeating: 0, count: 256)
        while !reading.isFinished {
            let now = MonotonicClock.nanoseconds()
            guard now < deadline else { break }
            let left = max(1, (deadline - now) / 1_000_000)
            switch Descriptor.poll(terminal, for: .readable, milliseconds: Int32(min(left, UInt64(Int32.max)))) {
            case .success(true): break
            // A signal ends a wait early: wait again for what is left of the time.
            case .failure(let error) where error.isInterrupted: continue
            default: return (reading.background, reading.isInterrupted)
            }
            switch buffer.withUnsafeMutableBytes({ Descriptor.read(terminal, into: $0) }) {
            case .success(let count) where count > 0: reading.take(buffer[..<count])
            case .failure(let error) where error.isWouldBlock: continue
            default: return (reading.background, reading.isInterrupted)
            }
        }
        return (reading.background, reading.isInterrupted)
    }
}

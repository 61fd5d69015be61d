import Dispatch
import SystemCalls

/// The escape sequences that undo everything the app did to the screen: reset styles, end
/// synchronized output, end bracketed paste, mouse, focus and theme reporting and grapheme
/// clustering, show the cursor,
/// leave the alternate screen.
private let restoreSequence: [UInt8] =
    Array("\u{1B}[0m\u{1B}[?2026l\u{1B}[?2004l".utf8) + TerminalModes.allOff + Array("\u{1B}[?25h\u{1B}[?1049l".utf8)

/// What the crash handler (``TerminalCrashGuard``) writes: CAN, then the restoring sequences. A crash can come while a
/// frame is half written, the terminal in the middle of an escape sequence that would swallow
/// the first restoring bytes; CAN ends it (ECMA-48; outside one, terminals ignore it).
private let crashRestoreSequence: [UInt8] = [0x18] + restoreSequence

/// The sequences that set the screen up: alternate screen, hidden cursor, bracketed paste
/// (pasted text arrives marked, as one key), then a cleared screen.
private let enterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J".utf8)

/// The process's controlling terminal: raw mode, the alternate screen, size, input and output.
///
/// Everything it changes is given back by ``restore()`` (on quit and on every signal the screen
/// host handles), by ``suspend()`` (on Ctrl-Z and SIGTSTP, taken again by ``resume()``), and on
/// crashes (through a signal handler that only uses async-signal-safe calls).
@MainActor
public final class TerminalDevice {
    /// The largest size believed; a bogus `TIOCGWINSZ` must not allocate a huge frame.
    public static let maximumSize = Size(width: 1000, height: 1000)

    /// What one read of standard input gave.
    public enum ReadResult: Sendable, Equatable {
        /// Bytes that arrived.
        case bytes([UInt8])
        /// Nothing to read now (a spurious wake-up or an interrupted read).
        case nothing
        /// The app is not in the terminal's foreground process group, so it may not read.
        case inBackground
        /// The terminal is gone: end of input (a raw terminal never sends EOF) or a hang-up.
        case hungUp
    }

    private var savedAttributes: TerminalAttributes?
    private var isActive = false
    /// Whether the app pushed the kitty keyboard flags (``KittyKeyboard``): popped on every way
    /// out while the alternate screen is still shown (the terminal keeps a stack per screen),
    /// pushed again by ``resume()``, and popped by the crash handler too.
    private(set) var keyboardFlagsPushed = false
    /// Whether a query was sent whose answer may still be on its way: leaving then waits for
    /// the terminal to have answered everything (as with reports), so that no answer reaches the shell.
    var awaitsReplies = false
    /// Where frames go, without blocking.
    public let output = TerminalOutput()
    /// The reporting modes turned on with the screen (and again after a suspend); set before
    /// ``activate()``.
    public var modes = TerminalModes()

    /// The descriptor keys are read from, which the screen host watches: the terminal opened
    /// again with `O_NONBLOCK`, so that no read can wait. Standard input's own descriptor stays
    /// blocking, since its open file description is the shell's too, and a flag set on it would
    /// still be set when the shell reads again after a crash or a `kill -9`. Where the terminal
    /// cannot be opened again (it has no name), standard input, read only after poll(2) says
    /// there is input.
    public nonisolated let inputDescriptor: Int32
    /// Whether ``inputDescriptor`` is the non-blocking one of this device's own.
    private let readsWithoutBlocking: Bool

    /// Creates a handle on standard input and output.
    public init() {
        if let own = TerminalCalls.openAgain(StandardStream.input, forWriting: false) {
            inputDescriptor = own
            readsWithoutBlocking = true
        } else {
            inputDescriptor = StandardStream.input
            readsWithoutBlocking = false
        }
    }

    deinit {
        // The device's own descriptor goes with it; standard input is the process's.
        if readsWithoutBlocking { Descriptor.close(inputDescriptor) }
    }

    /// Whether standard input and output are both terminals.
    public nonisolated static var isInteractive: Bool {
        TerminalCalls.isTerminal(StandardStream.input) && TerminalCalls.isTerminal(StandardStream.output)
    }

    /// Whether the app is in the terminal's foreground process group (false when it was put in
    /// the background, or the terminal is gone).
    public var isForeground: Bool {
        TerminalCalls.isForeground(StandardStream.input)
    }

    /// The terminal's size, at most ``maximumSize``; 80x24 when it cannot be read.
    public var size: Size {
        guard let size = TerminalCalls.size(StandardStream.output) else { return Size(width: 80, height: 24) }
        return Size(width: min(size.columns, Self.maximumSize.width), height: min(size.rows, Self.maximumSize.height))
    }

    /// Enters raw mode and the alternate screen, and hides the cursor.
    public func activate() throws(TerminalError) {
        guard !isActive else { return }
        guard let attributes = TerminalAttributes.of(StandardStream.input) else { throw .notATerminal }
        savedAttributes = attributes
        armCrashGuard()
        try enterRawMode(from: attributes)
    }

    /// Hands the crash handler the bytes that undo the screen as it is now: with the keyboard
    /// flags popped first while they are pushed.
    private func armCrashGuard() {
        guard let savedAttributes else { return }
        let bytes = keyboardFlagsPushed ? [0x18] + KittyKeyboard.pop + Array(crashRestoreSequence.dropFirst()) : crashRestoreSequence
        TerminalCrashGuard.arm(restoring: savedAttributes, writingTo: output.descriptor, restoreBytes: bytes)
    }

    /// Pushes the kitty keyboard flags (the screen host does, once the terminal said it has the
    /// protocol); from now on every way out pops them.
    func pushKeyboardFlags() {
        guard isActive, !keyboardFlagsPushed else { return }
        keyboardFlagsPushed = true
        armCrashGuard()
        output.send(KittyKeyboard.push)
    }

    /// Pops the kitty keyboard flags if they were pushed (the terminal did not take them).
    func popKeyboardFlags() {
        guard keyboardFlagsPushed else { return }
        keyboardFlagsPushed = false
        armCrashGuard()
        if isActive { output.send(KittyKeyboard.pop) }
    }

    /// Gives the terminal back as it was found; safe to call more than once. Waits at most a
    /// tenth of a second for a terminal that stopped reading, and while reports or the kitty
    /// keyboard flags were on or an answer to a query may still come, until the terminal says it
    /// has read everything (at once, or within a round trip over SSH; at most a second), dropping
    /// the reports, keys and answers that were on their way.
    public func restore() {
        giveBack()
        // The run is over: the next one asks again, and a crash from now on pops nothing (the
        // main screen's stack is the shell's).
        awaitsReplies = false
        if keyboardFlagsPushed {
            keyboardFlagsPushed = false
            armCrashGuard()
        }
    }

    /// Gives the terminal back, the keyboard flags popped (still counted as pushed, for ``resume()``).
    private func giveBack() {
        guard isActive else { return }
        isActive = false
        let reportsWereOn = modes.sendsReports
        // Keys typed with the flags on, and answers to queries, are on their way like reports.
        let drains = reportsWereOn || keyboardFlagsPushed || awaitsReplies
        let pop = keyboardFlagsPushed ? KittyKeyboard.pop : []
        output.flush(then: pop + restoreSequence + (drains ? Self.statusQuery : []), timeout: 100)
        if drains { discardReportsInFlight() }
        savedAttributes?.apply(to: StandardStream.input)
    }

    /// DSR 5, "report your status": the terminal answers `ESC [ 0 n` after everything sent
    /// before it, the modes turned off included.
    private static let statusQuery = Array("\u{1B}[5n".utf8)
    private static let statusReply = Array("\u{1B}[0n".utf8)
    /// How long leaving waits for the answer to ``statusQuery``, in nanoseconds.
    private static let reportsDrainLimit: UInt64 = 1_000_000_000

    /// Reads and drops the input that came before the terminal's answer to ``statusQuery``:
    /// a mouse or focus report the terminal sent before it saw the modes turned off is still on
    /// its way (a wheel turning as q is pressed), and once the terminal is given back the shell
    /// would read it as typed text. The answer is waited for at most a second: a local terminal
    /// answers within a millisecond, one over SSH within a round trip, and the wait ends with the
    /// answer; only a terminal that never answers (none known; or gone, or not reading) costs the
    /// whole second. Then whatever input is left is discarded.
    private func discardReportsInFlight() {
        let deadline = DispatchTime.now().uptimeNanoseconds + Self.reportsDrainLimit
        var recent: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            guard Descriptor.wait(inputDescriptor, for: .readable, milliseconds: Int32(max(1, (deadline - now) / 1_000_000))),
                case .success(let count) = buffer.withUnsafeMutableBytes({ Descriptor.read(inputDescriptor, into: $0) }), count > 0
            else { break }
            // The answer may be split across reads: the bytes of this read and a few before it.
            recent = Array(recent.suffix(Self.statusReply.count - 1)) + buffer.prefix(count)
            if recent.count >= Self.statusReply.count,
                (0...(recent.count - Self.statusReply.count)).contains(where: { recent[$0..<($0 + Self.statusReply.count)].elementsEqual(Self.statusReply) })
            {
                break
            }
        }
        TerminalCalls.discardTypedInput(StandardStream.input)
    }

    /// Gives the terminal back before the app stops (Ctrl-Z, SIGTSTP), keeping what
    /// ``resume()`` needs to take it again.
    public func suspend() {
        giveBack()
    }

    /// Takes the terminal again after the app was continued in the foreground: raw mode, the
    /// alternate screen, bracketed paste. The caller redraws the whole screen.
    public func resume() throws(TerminalError) {
        isActive = false
        guard let savedAttributes else { throw .notATerminal }
        try enterRawMode(from: savedAttributes)
    }

    /// Writes bytes to the terminal without blocking (see ``TerminalOutput``).
    public func write(bytes: [UInt8]) {
        output.send(bytes)
    }

    /// Whether standard input has bytes to read now.
    public var hasInputReady: Bool {
        Descriptor.hasInput(inputDescriptor)
    }

    /// Reads what standard input has ready, up to 4 KiB, and never waits: a read event can come
    /// after the input it announced was taken (the answer to the status query sent on Ctrl-Z,
    /// read by the drain while leaving) and run after `fg`, with the terminal cooked, where a
    /// waiting read would hold the main queue until Enter, and the SIGCONT that takes the
    /// terminal back behind it.
    public func read() -> ReadResult {
        // A hang-up or an error shows as readable too: the read below then says which.
        if !readsWithoutBlocking, !Descriptor.wait(inputDescriptor, for: .readable, milliseconds: 0) { return .nothing }
        var buffer = [UInt8](repeating: 0, count: 4096)
        switch buffer.withUnsafeMutableBytes({ Descriptor.read(inputDescriptor, into: $0) }) {
        case .success(let count) where count > 0: return .bytes(Array(buffer.prefix(count)))
        case .success: return .hungUp
        case .failure(let error) where error.isWouldBlock: return .nothing
        // EIO is how a background read fails when SIGTTIN is ignored; in the foreground it means the terminal hung up.
        case .failure(let error) where error.isInputOutput:
            return !TerminalCalls.hasForegroundGroup(StandardStream.input) || isForeground ? .hungUp : .inBackground
        case .failure: return .hungUp
        }
    }

    /// Raw mode (Ctrl-C and Ctrl-Z arrive as keys, which the screen host handles), then the screen.
    private func enterRawMode(from attributes: TerminalAttributes) throws(TerminalError) {
        guard attributes.raw.apply(to: StandardStream.input) else { throw .notATerminal }
        isActive = true
        output.send(enterSequence + modes.enterSequence + (keyboardFlagsPushed ? KittyKeyboard.push : []))
    }
}

/// Why the terminal could not be used.
public enum TerminalError: Error, Sendable {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// The screen host is already running; a host runs once at a time.
    case alreadyRunning
}

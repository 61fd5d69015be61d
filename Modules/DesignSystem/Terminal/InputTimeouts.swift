import Dispatch
import SystemCalls

/// How long the screen host waits before it settles ambiguous input.
public struct InputTimeouts: Sendable, Equatable {
    /// The default wait after a lone ESC: long enough for an escape sequence split by a slow
    /// link (SSH) to arrive whole, short enough that Escape does not feel slow (vim's
    /// `ttimeoutlen` is 100 ms too).
    public static let defaultEscapeMilliseconds = 100

    /// How long a lone ESC or an unfinished escape sequence waits for the rest of it before it
    /// counts as the Escape key (or Alt+`[`).
    public var escapeMilliseconds: Int
    /// How long a bracketed paste without its end marker may stay quiet before it ends, so
    /// Ctrl-C and `q` work again.
    public var pasteQuietMilliseconds: Int

    /// Creates timeouts; the defaults suit a local terminal and SSH alike.
    public init(escapeMilliseconds: Int = Self.defaultEscapeMilliseconds, pasteQuietMilliseconds: Int = 500) {
        self.escapeMilliseconds = escapeMilliseconds
        self.pasteQuietMilliseconds = pasteQuietMilliseconds
    }

    /// The timeouts with the escape wait from `ESCDELAY` (milliseconds, 0 to 10000, the variable
    /// ncurses reads for the same purpose) when it is set to a valid number.
    public static func fromEnvironment(_ environment: [String: String]) -> InputTimeouts {
        var timeouts = InputTimeouts()
        if let text = environment["ESCDELAY"], let value = Int(text), (0...10_000).contains(value) {
            timeouts.escapeMilliseconds = value
        }
        return timeouts
    }

    /// The timeouts from this process's environment (see ``fromEnvironment(_:)``).
    public static var fromProcessEnvironment: InputTimeouts {
        guard let value = ProcessEnvironment.value(of: "ESCDELAY") else { return InputTimeouts() }
        return fromEnvironment(["ESCDELAY": value])
    }

    var escape: DispatchTimeInterval { .milliseconds(escapeMilliseconds) }
    var pasteQuiet: DispatchTimeInterval { .milliseconds(pasteQuietMilliseconds) }
}

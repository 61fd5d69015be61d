// Darwin: `tcflag_t` is `unsigned long` and `NCCS` is 20 (<sys/termios.h>, termios(4)); only the
// named flags are used and `c_cc` is indexed by `VMIN`/`VTIME`, so both layouts work.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A terminal's line discipline settings (termios): read once, changed, and put back.
package struct TerminalAttributes: @unchecked Sendable {
    // @unchecked: a plain C struct of numbers, copied by value.
    var settings: termios

    /// The settings of the terminal on `descriptor`, or nil when it is not a terminal.
    package static func of(_ descriptor: Int32) -> TerminalAttributes? {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        return TerminalAttributes(settings: settings)
    }

    /// Makes these the settings of the terminal on `descriptor` now; whether it took them.
    /// TCSANOW: waiting for output to drain could wait for ever on a stuck terminal.
    @discardableResult
    package func apply(to descriptor: Int32) -> Bool {
        var settings = settings
        return tcsetattr(descriptor, TCSANOW, &settings) == 0
    }

    /// Raw mode: every byte as typed, nothing echoed, no output processing. Without ISIG,
    /// Ctrl-C and Ctrl-Z arrive as keys, for the program to handle.
    package var raw: TerminalAttributes {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        return TerminalAttributes(settings: raw).readingEachByte
    }

    /// For reading a terminal's answer: nothing echoed, no waiting for a newline, and Ctrl-C as a
    /// byte, so the settings can be put back before the program is interrupted. Output and the
    /// rest stay as they were.
    package var quiet: TerminalAttributes {
        var quiet = settings
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        return TerminalAttributes(settings: quiet).readingEachByte
    }

    /// A read returns as soon as one byte is there, with no timer.
    private var readingEachByte: TerminalAttributes {
        var copy = settings
        withUnsafeMutableBytes(of: &copy.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return TerminalAttributes(settings: copy)
    }
}

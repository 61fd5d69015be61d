// Darwin differences handled in this file:
// - `TIOCGWINSZ` is `_IOR('t', 104, struct winsize)` (<sys/ttycom.h>, tty(4)); Swift's Darwin
//   module exports it as an unsigned number, glibc's is a plain `0x5413`: `UInt(TIOCGWINSZ)`
//   takes both.
// - The controlling terminal is `/dev/tty` on both (tty(4) on Darwin).
// - Under Xcode's Run button standard input is not a terminal (isatty(3) fails): callers treat
//   it as "no terminal", as they would a pipe.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The process's standard streams.
package enum StandardStream {
    package static let input = STDIN_FILENO
    package static let output = STDOUT_FILENO
    package static let error = STDERR_FILENO
}

/// The calls on a terminal besides its settings: which it is, its size, whose it is.
package enum TerminalCalls {
    /// Whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal on `descriptor` opened again, non-blocking and close-on-exec, for reading or
    /// writing: its own open file description, whose flags no other process shares. Nil when the
    /// terminal has no name or cannot be opened.
    package static func openAgain(_ descriptor: Int32, forWriting: Bool) -> Int32? {
        guard let name = ttyname(descriptor) else { return nil }
        let opened = open(name, (forWriting ? O_WRONLY : O_RDONLY) | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        return opened >= 0 ? opened : nil
    }

    /// The controlling terminal (`/dev/tty`), read-write, non-blocking and close-on-exec, when
    /// `descriptor` is a terminal of this session (tcgetsid(3)), which /dev/tty then opens.
    package static func openControllingTerminal(ifItIs descriptor: Int32) -> Int32? {
        guard isTerminal(descriptor), tcgetsid(descriptor) == getsid(0) else { return nil }
        let opened = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        return opened >= 0 ? opened : nil
    }

    /// Whether this process's group is the terminal's foreground group (false when it was put
    /// in the background, or the terminal is gone).
    package static func isForeground(_ descriptor: Int32) -> Bool {
        let group = tcgetpgrp(descriptor)
        return group != -1 && group == getpgrp()
    }

    /// Whether the terminal still has a foreground group at all (not after a hang-up).
    package static func hasForegroundGroup(_ descriptor: Int32) -> Bool {
        tcgetpgrp(descriptor) != -1
    }

    /// The terminal's size in columns and rows, or nil when it cannot be read or is zero.
    package static func size(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Drops what was typed and not yet read (tcflush(3), TCIFLUSH).
    package static func discardTypedInput(_ descriptor: Int32) {
        tcflush(descriptor, TCIFLUSH)
    }
}

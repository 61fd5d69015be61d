/// The reporting modes the app may turn on in the terminal, and the sequences for them.
public struct TerminalModes: Sendable, Equatable {
    /// Mouse reports: presses and releases (1000), drags (1002), in the SGR form (1006), which
    /// has no limit on coordinates and tells releases apart.
    public var reportsMouse: Bool
    /// Focus reports (1004): `ESC [ I` when the window gains the focus, `ESC [ O` when it loses it.
    public var reportsFocus: Bool
    /// Theme reports (2031): `ESC [ ? 997 ; 1|2 n` when the system turns dark or light. The
    /// screen host turns it on once the terminal says it has it (see ``ScreenHost/followsThemeReports``).
    public var reportsColorScheme = false
    /// Grapheme clustering (2027): the terminal draws a cluster in the cells of its width. The
    /// screen host turns it on once the terminal says it has it (see ``ScreenHost/graphemeWidths``).
    public var clustersGraphemes = false

    /// Creates a set of modes; none by default.
    public init(reportsMouse: Bool = false, reportsFocus: Bool = false) {
        self.reportsMouse = reportsMouse
        self.reportsFocus = reportsFocus
    }

    /// Whether to read the mouse: not when the command line said no (`--no-mouse`) or
    /// `NO_MOUSE` is set to anything but the empty string, for people who want the terminal's
    /// own selection.
    public static func mouseIsWanted(flag: Bool, environment: [String: String]) -> Bool {
        flag && (environment["NO_MOUSE"] ?? "").isEmpty
    }

    /// Whether hyperlinks (OSC 8) may be sent: not to the Linux console (`TERM=linux`), which
    /// prints an OSC it does not know as text. Other terminals without OSC 8 ignore it.
    public static func linksAreShown(environment: [String: String]) -> Bool {
        environment["TERM"] != "linux"
    }

    /// Whether the terminal may be asked its background (OSC 11): not the Linux console
    /// (`TERM=linux`), which prints an OSC it does not know as text, nor a dumb terminal. Others
    /// that do not know the query ignore it, and the app keeps the appearance it guessed.
    public static func backgroundQueryIsUnderstood(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return term != "linux" && term != "dumb"
    }

    /// The sequences that turn the chosen modes on.
    var enterSequence: [UInt8] {
        (reportsMouse ? Self.mouseOn : []) + (reportsFocus ? Self.focusOn : []) + (reportsColorScheme ? Self.colorSchemeOn : [])
            + (clustersGraphemes ? Self.clusteringOn : [])
    }

    /// Whether a mode that sends reports is on, whose reports may be on their way when leaving.
    var sendsReports: Bool { reportsMouse || reportsFocus || reportsColorScheme }

    static let mouseOn: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    static let focusOn: [UInt8] = Array("\u{1B}[?1004h".utf8)
    static let colorSchemeOn: [UInt8] = Array("\u{1B}[?2031h".utf8)
    static let clusteringOn: [UInt8] = Array("\u{1B}[?2027h".utf8)
    /// Turns every mode off, whichever were on: sent on every way out, the crash handler's too.
    /// The reports stop first (drags, then presses), the SGR form after them: the other way
    /// round, a report sent in between would come in the X10 form, raw bytes a shell could read.
    /// Theme reports and grapheme clustering go last: a terminal without them ignores the reset.
    static let allOff: [UInt8] = Array("\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?2031l\u{1B}[?2027l".utf8)
}

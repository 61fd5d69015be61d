import Testing

@testable import DesignSystem

/// The sequences that turn the terminal's modes on (on taking the terminal, and again on resume)
/// and off (on every way out, the crash guard's included).
@Suite("Terminal modes")
struct TerminalModesTests {
    @Test("theme reports and grapheme clustering are turned on only once the host set them, and turned off on every way out")
    func sequences() {
        var modes = TerminalModes(reportsMouse: false, reportsFocus: true)
        #expect(!String(decoding: modes.enterSequence, as: UTF8.self).contains("2031"))
        #expect(!String(decoding: modes.enterSequence, as: UTF8.self).contains("2027"))
        #expect(modes.sendsReports)
        modes.reportsColorScheme = true
        modes.clustersGraphemes = true
        let on = String(decoding: modes.enterSequence, as: UTF8.self)
        #expect(on.contains("\u{1B}[?2031h") && on.contains("\u{1B}[?2027h"))
        let off = String(decoding: TerminalModes.allOff, as: UTF8.self)
        #expect(off.contains("\u{1B}[?2031l") && off.contains("\u{1B}[?2027l"))
        #expect(TerminalModes(reportsMouse: false, reportsFocus: false).sendsReports == false)
        var themeOnly = TerminalModes()
        themeOnly.reportsColorScheme = true
        #expect(themeOnly.sendsReports, "theme reports in flight are drained on the way out")
    }

    @Test("modes are asked nowhere under Terminal.app, TERM=linux or TERM=dumb; theme reports have their switch")
    func whereAsked() {
        #expect(TerminalModes.modeQueriesAreUnderstood(environment: ["TERM": "xterm-256color"]))
        #expect(!TerminalModes.modeQueriesAreUnderstood(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"]))
        #expect(!TerminalModes.modeQueriesAreUnderstood(environment: ["TERM": "linux"]))
        #expect(!TerminalModes.modeQueriesAreUnderstood(environment: ["TERM": "dumb"]))
        #expect(TerminalModes.themeReportsAreWanted(environment: ["TERM": "xterm"]))
        #expect(!TerminalModes.themeReportsAreWanted(environment: ["TERM": "xterm", "MODULAR_TERMINAL_APP_NO_THEME_REPORTS": "1"]))
        #expect(GraphemeWidthChoice.auto.askingOnlyWhereUnderstood(environment: ["TERM_PROGRAM": "Apple_Terminal"]) == .codePoints)
        #expect(GraphemeWidthChoice.auto.askingOnlyWhereUnderstood(environment: ["TERM": "xterm"]) == .auto)
        #expect(GraphemeWidthChoice.resolve(flag: nil, environment: [:], variable: "W") == .success(.auto))
        #expect(GraphemeWidthChoice.resolve(flag: nil, environment: ["W": "code-points"], variable: "W") == .success(.codePoints))
        #expect(GraphemeWidthChoice.resolve(flag: nil, environment: ["W": "wide"], variable: "W") == .failure(AppearanceChoice.InvalidValue(value: "wide")))
    }
}

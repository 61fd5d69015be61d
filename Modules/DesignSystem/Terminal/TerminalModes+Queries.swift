/// Which DEC private modes the app may ask the terminal about (DECRQM), and the user's switches.
extension TerminalModes {
    /// Whether the terminal may be asked about its modes (DECRQM, `ESC [ ? Pd $ p`): not
    /// Terminal.app (`TERM_PROGRAM=Apple_Terminal`), which answers none and prints a stray `p`
    /// for each, nor where the background may not be asked (``backgroundQueryIsUnderstood(environment:)``).
    public static func modeQueriesAreUnderstood(environment: [String: String]) -> Bool {
        environment["TERM_PROGRAM"] != "Apple_Terminal" && backgroundQueryIsUnderstood(environment: environment)
    }

    /// Whether to ask for theme reports (mode 2031): where modes may be asked, and unless
    /// `MODULAR_TERMINAL_APP_NO_THEME_REPORTS` is set to anything but the empty string.
    public static func themeReportsAreWanted(environment: [String: String]) -> Bool {
        modeQueriesAreUnderstood(environment: environment) && (environment["MODULAR_TERMINAL_APP_NO_THEME_REPORTS"] ?? "").isEmpty
    }
}

import SystemCalls

/// The kitty keyboard protocol: the sequences the screen host sends to ask for it, turn it on and
/// off, and the rule for when it may ask at all (see ``ScreenHost/usesKittyKeyboard``).
///
/// With its first flag ("disambiguate") pushed, the terminal sends Esc as `ESC [ 27 u`, so a lone
/// Esc needs no timeout, and keys that share a byte in the legacy encoding (Tab and Ctrl-I, Enter
/// and Ctrl-M) arrive told apart; ``KeyDecoder`` reads those forms whether the flags are on or not.
public enum KittyKeyboard {
    /// The variable that turns the protocol off when set to `0` (or `no`, `off`, `false`).
    public static let environmentVariable = "MODULAR_TERMINAL_APP_KITTY_KEYBOARD"

    /// Whether a screen host may ask the terminal for the protocol: not the Linux console
    /// (`TERM=linux`) or a dumb terminal, which are never asked anything, and not when
    /// ``environmentVariable`` says no.
    public static func isWanted(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        guard term != "linux", term != "dumb" else { return false }
        let setting = (environment[environmentVariable] ?? "").lowercased()
        return !["0", "no", "off", "false"].contains(setting)
    }

    /// ``isWanted(environment:)`` for this process's environment.
    public static var isWantedInProcessEnvironment: Bool {
        var environment: [String: String] = [:]
        for name in ["TERM", environmentVariable] { environment[name] = ProcessEnvironment.value(of: name) }
        return isWanted(environment: environment)
    }

    /// "Which flags are on?" (`ESC [ ? u`), then DA1 (`ESC [ c`), which every terminal answers:
    /// terminals answer in order, so a DA1 answer with no flags before it says the protocol is
    /// unknown there, within a round trip.
    static let query = Array("\u{1B}[?u\u{1B}[c".utf8)
    /// Pushes flag 1 ("disambiguate escape codes") on the terminal's stack for the current
    /// screen; the terminal keeps a stack per screen, so this is sent on the alternate screen
    /// and popped there.
    static let push = Array("\u{1B}[>1u".utf8)
    /// Pops the entry ``push`` made.
    static let pop = Array("\u{1B}[<u".utf8)
    /// The flag the app asks for.
    static let disambiguate = 1
}

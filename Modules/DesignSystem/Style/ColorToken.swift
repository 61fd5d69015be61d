/// The semantic colors of the theme. Components name a role, never a raw color; the values come
/// from the current ``Theme``'s ``Palette``, and `NO_COLOR` drops color altogether.
public enum ColorToken: String, Sendable, CaseIterable, Codable {
    /// The roles: body text, secondary text, accents, errors, borders, the selected row's
    /// background, and the default background.
    case text, secondary, accent, destructive, border, selection, background

    /// The SGR parameters that set this color as foreground in `mode`; empty without color.
    func foregroundParameters(in mode: ColorMode) -> [Int] {
        switch mode {
        case .none: []
        case .ansi16: [ansi16Foreground]
        case .ansi256: [38, 5, ansi256]
        case .trueColor: [38, 2, rgb.red, rgb.green, rgb.blue]
        }
    }

    /// The SGR parameters that set this color as background in `mode`; empty without color.
    func backgroundParameters(in mode: ColorMode) -> [Int] {
        switch mode {
        case .none: []
        case .ansi16: [ansi16Foreground + 10]
        case .ansi256: [48, 5, ansi256]
        case .trueColor: [48, 2, rgb.red, rgb.green, rgb.blue]
        }
    }

    /// The current theme's value for this role.
    var themeColor: PaletteColor { Theme.current.palette[self] }

    private var ansi16Foreground: Int { themeColor.ansi16 }
    private var ansi256: Int { themeColor.ansi256 }
    private var rgb: (red: Int, green: Int, blue: Int) {
        let color = themeColor
        return (color.red, color.green, color.blue)
    }
}

/// How many colors the terminal may be sent.
public enum ColorMode: Sendable, Equatable {
    /// No color at all (`NO_COLOR`, `TERM=dumb`); bold, reverse and underline remain.
    case none
    /// The 16 colours every terminal has.
    case ansi16
    /// The 256-colour palette (`TERM` naming `256color`).
    case ansi256
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case trueColor

    /// The mode the environment asks for: `NO_COLOR` (any value) turns color off, then
    /// `COLORTERM` and `TERM` tell what the terminal supports.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        if let colorTerm = environment["COLORTERM"], colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.containsBytes(of: "256color") { return .ansi256 }
        return .ansi16
    }
}

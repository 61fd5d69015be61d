/// Which of a theme's palettes fits the terminal: the one drawn for a light background, or the
/// one drawn for a dark background.
public enum Appearance: String, Sendable, CaseIterable, Codable {
    /// A light background (black on white, the default of macOS's Terminal, GNOME Terminal and xterm).
    case light
    /// A dark background.
    case dark

    /// The appearance of a terminal whose background is `background`: light when black text on it
    /// has more contrast than white text. The two ratios are equal at a relative luminance of
    /// about 0.18, a mid grey (#767676).
    public init(background: RGBColor) {
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let white = RGBColor(red: 255, green: 255, blue: 255)
        self = background.contrastRatio(with: black) > background.contrastRatio(with: white) ? .light : .dark
    }

    /// The appearance `COLORFGBG` names (`"15;0"`: white on black; rxvt, Konsole and others set
    /// it): its last field is the background, an index of the 16 colours, where 0–6 and 8 are
    /// dark and 7 and 9–15 light. Nil when it is missing or says nothing (`default`).
    public init?(colorFGBG: String?) {
        guard let colorFGBG, let last = colorFGBG.split(separator: ";", omittingEmptySubsequences: false).last,
            let index = Int(last), (0...15).contains(index)
        else { return nil }
        self = (0...6).contains(index) || index == 8 ? .dark : .light
    }
}

/// How an app picks its appearance: ask the terminal, or as the user said (`--theme`).
public enum AppearanceChoice: String, Sendable, CaseIterable {
    /// Ask the terminal its background (OSC 11) and follow it; until it answers, and where it
    /// does not, `COLORFGBG`, then dark.
    case auto
    /// The light palette, whatever the terminal.
    case light
    /// The dark palette, whatever the terminal.
    case dark

    /// The choice from the command line's value if there is one, else from the environment
    /// variable `variable`, else ``auto``. A value that names none is an error the caller shows;
    /// an empty variable counts as unset.
    public static func resolve(flag: String?, environment: [String: String], variable: String) -> Result<AppearanceChoice, InvalidValue> {
        if let flag {
            guard let choice = AppearanceChoice(rawValue: flag) else { return .failure(InvalidValue(value: flag)) }
            return .success(choice)
        }
        guard let value = environment[variable], !value.isEmpty else { return .success(.auto) }
        guard let choice = AppearanceChoice(rawValue: value) else { return .failure(InvalidValue(value: value)) }
        return .success(choice)
    }

    /// The appearance to draw the first frame with: the one chosen, or for ``auto`` the guess
    /// from `COLORFGBG`, else dark.
    public func initialAppearance(environment: [String: String]) -> Appearance {
        switch self {
        case .light: .light
        case .dark: .dark
        case .auto: Appearance(colorFGBG: environment["COLORFGBG"]) ?? .dark
        }
    }

    /// A value that names no choice, as the user wrote it (not sanitised: the caller quotes it).
    public struct InvalidValue: Error, Sendable, Equatable {
        /// What was given.
        public var value: String

        /// The error for `value`.
        public init(value: String) {
            self.value = value
        }
    }
}

import Resources

/// The colour of each semantic role (``ColorToken``) a component may name.
public struct Palette: Sendable, Hashable {
    /// Body text; also what the palette takes the terminal's own foreground to be.
    public var text: PaletteColor
    /// Secondary text: hints, captions, scroll markers.
    public var secondary: PaletteColor
    /// Accents: titles, keys in the hint bar, focused controls.
    public var accent: PaletteColor
    /// Errors and destructive actions.
    public var destructive: PaletteColor
    /// Box and divider lines.
    public var border: PaletteColor
    /// The background of a selected row.
    public var selection: PaletteColor
    /// The background the palette is drawn for: what it takes the terminal's own background to
    /// be (the toolkit never paints it; pictures and the contrast check use it).
    public var background: PaletteColor

    /// A palette of one colour per role.
    public init(
        text: PaletteColor, secondary: PaletteColor, accent: PaletteColor, destructive: PaletteColor,
        border: PaletteColor, selection: PaletteColor, background: PaletteColor
    ) {
        self.text = text
        self.secondary = secondary
        self.accent = accent
        self.destructive = destructive
        self.border = border
        self.selection = selection
        self.background = background
    }

    /// The colour of `token`.
    public subscript(token: ColorToken) -> PaletteColor {
        switch token {
        case .text: text
        case .secondary: secondary
        case .accent: accent
        case .destructive: destructive
        case .border: border
        case .selection: selection
        case .background: background
        }
    }

    /// The Resources module's palette for `appearance`, from `Theme/colors.json`.
    public static func resources(for appearance: Appearance) -> Palette {
        switch appearance {
        case .dark:
            Palette(
                text: PaletteColor(R.color.dark.text), secondary: PaletteColor(R.color.dark.secondary),
                accent: PaletteColor(R.color.dark.accent), destructive: PaletteColor(R.color.dark.destructive),
                border: PaletteColor(R.color.dark.border), selection: PaletteColor(R.color.dark.selection),
                background: PaletteColor(R.color.dark.background))
        case .light:
            Palette(
                text: PaletteColor(R.color.light.text), secondary: PaletteColor(R.color.light.secondary),
                accent: PaletteColor(R.color.light.accent), destructive: PaletteColor(R.color.light.destructive),
                border: PaletteColor(R.color.light.border), selection: PaletteColor(R.color.light.selection),
                background: PaletteColor(R.color.light.background))
        }
    }

    /// The Resources module's dark palette (``resources(for:)`` names either).
    public static var resources: Palette { resources(for: .dark) }
}

/// One colour in the three forms terminals take: a 16-colour SGR code, a 256-colour palette index
/// and a 24-bit RGB value; the frame writer sends the form the terminal supports.
public struct PaletteColor: Sendable, Hashable {
    /// The SGR foreground code of the 16-colour form (30–37, 90–97, or 39 for the default).
    public let ansi16: Int
    /// The index in the 256-colour palette.
    public let ansi256: Int
    /// The red part of the 24-bit form, 0–255.
    public let red: Int
    /// The green part of the 24-bit form, 0–255.
    public let green: Int
    /// The blue part of the 24-bit form, 0–255.
    public let blue: Int

    /// A colour from its three forms. Values out of range are brought into it (a 16-colour code
    /// that is none becomes 39, the default), so no colour can make the writer send a sequence
    /// that means something else.
    public init(red: Int, green: Int, blue: Int, ansi256: Int, ansi16: Int) {
        self.red = min(max(red, 0), 255)
        self.green = min(max(green, 0), 255)
        self.blue = min(max(blue, 0), 255)
        self.ansi256 = min(max(ansi256, 0), 255)
        self.ansi16 = (30...37).contains(ansi16) || (90...97).contains(ansi16) ? ansi16 : 39
    }

    /// The same colour as a Resources `ThemeColor`.
    public init(_ color: ThemeColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, ansi256: color.ansi256, ansi16: color.ansi16)
    }
}

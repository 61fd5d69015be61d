import DesignSystem

/// The counter app's own look: its palette and the toolkit's words in German, not the app's
/// Resources that DesignSystem falls back on.
public enum CounterTheme {
    /// The theme the app draws with; set it as `Theme.current` before the first frame.
    public static let theme = Theme(palette: palette, strings: GermanToolkitWords())

    /// Green on black, with an orange accent.
    public static let palette = Palette(
        text: PaletteColor(red: 0xD0, green: 0xF0, blue: 0xD0, ansi256: 194, ansi16: 37),
        secondary: PaletteColor(red: 0x60, green: 0xA0, blue: 0x60, ansi256: 71, ansi16: 32),
        accent: PaletteColor(red: 0xFF, green: 0x8C, blue: 0x00, ansi256: 208, ansi16: 33),
        destructive: PaletteColor(red: 0xE0, green: 0x30, blue: 0x30, ansi256: 160, ansi16: 31),
        border: PaletteColor(red: 0x30, green: 0x70, blue: 0x30, ansi256: 28, ansi16: 32),
        selection: PaletteColor(red: 0x20, green: 0x40, blue: 0x20, ansi256: 22, ansi16: 92),
        background: PaletteColor(red: 0x00, green: 0x10, blue: 0x00, ansi256: 16, ansi16: 30)
    )
}

/// The toolkit's words in German.
public struct GermanToolkitWords: ToolkitStrings {
    /// The German words.
    public init() {}

    public var quit: String { "Beenden" }
    public var move: String { "Wechseln" }
    public func terminalTooSmall(size: Size, minimum: Size) -> String {
        "Das Terminal ist zu klein (\(size.width)×\(size.height)), es braucht \(minimum.width)×\(minimum.height)."
    }
    public func terminalTooSmallShort(minimum: Size) -> String { "Braucht \(minimum.width)×\(minimum.height)" }
    public var moreAbove: String { "▲" }
    public var moreBelow: String { "▼" }
}

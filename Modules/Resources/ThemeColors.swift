/// The theme's palettes: the Swift values generated from `Files/Theme/colors.json`
/// (`EmbeddedTables`), so nothing is decoded at launch.
struct ThemeColors: Sendable {
    static let shared = ThemeColors(palettes: EmbeddedTables.themeColors)

    /// Each palette's colors by role, by the palette's name (`dark`, `light`).
    let palettes: [String: [String: ThemeColor]]
}

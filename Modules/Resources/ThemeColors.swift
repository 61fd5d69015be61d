/// The theme's colors: the Swift values generated from `Files/Theme/colors.json`
/// (`EmbeddedTables`), so nothing is decoded at launch.
struct ThemeColors: Sendable {
    static let shared = ThemeColors(colors: EmbeddedTables.themeColors)

    let colors: [String: ThemeColor]
}

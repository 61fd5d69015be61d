#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The theme's colors, read once from the embedded `Theme/colors.json`.
struct ThemeColors: Sendable {
    static let shared = ThemeColors(json: EmbeddedFiles.contents["Theme/colors.json"] ?? "{}")

    let colors: [String: ThemeColor]

    init(json: String) {
        colors = (try? JSONDecoder().decode([String: ThemeColor].self, from: Data(json.utf8))) ?? [:]
    }
}

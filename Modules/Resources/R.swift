import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Typed access to the bundled resources: `R.string.home.welcomeTitle()`, `R.file(_:)`.
///
/// The files live in `Modules/Resources/Files` and are compiled into the binary
/// (see `Scripts/generate-resources`), so a copied or installed executable needs nothing beside it.
public enum R {
    // The namespaces are lower-case on purpose: `R.string.home.welcomeTitle()` reads as a path to
    // a resource, as in the R.swift convention iOS teams know, not as a type the reader would use.

    /// Namespace of the generated string tables (`R.string.<table>.<key>(...)`).
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    public enum string {}

    /// Namespace of the theme's palettes and their semantic colors (`R.color.dark.accent`,
    /// `R.color.light.accent`), from `Theme/colors.json`.
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    public enum color {}

    /// Namespace of the text-art assets (`R.art.logo`), from `Art/*.txt`.
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    public enum art {}

    private static let appLanguage = Mutex(Language.fallback)
    @TaskLocal private static var scopedLanguage: Language?

    /// The language the string accessors use by default: the one set by ``withLanguage(_:_:)``
    /// around the current code, else the app's, which the app sets once at launch.
    public static var language: Language {
        get { scopedLanguage ?? appLanguage.withLock { $0 } }
        set { appLanguage.withLock { $0 = newValue } }
    }

    /// Runs `body` with `language` as the default language of every string accessor called in
    /// it, without touching the app's language (tests and previews in several languages).
    public static func withLanguage<Result>(_ language: Language, _ body: () throws -> Result) rethrows -> Result {
        try $scopedLanguage.withValue(language, operation: body)
    }

    /// The same for asynchronous work; tasks started inside inherit the language.
    public static func withLanguage<Result>(
        _ language: Language, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedLanguage.withValue(language, operation: body, isolation: isolation)
    }

    /// The raw contents of a bundled file, by its path under `Files/` (for example `Strings/en.json`).
    public static func file(_ path: String) -> String? {
        EmbeddedFiles.contents[path]
    }

    /// The paths of every bundled file.
    public static var filePaths: [String] {
        EmbeddedFiles.contents.keys.sorted()
    }

    /// The color of the role called `name` in the palette called `palette` of `Theme/colors.json`.
    ///
    /// The generated `R.color` accessors call this for names the file has, which a test checks.
    public static func themeColor(_ name: String, palette: String) -> ThemeColor {
        guard let color = ThemeColors.shared.palettes[palette]?[name] else {
            preconditionFailure("Theme/colors.json has no color \(palette).\(name); run Scripts/generate-resources")
        }
        return color
    }

    /// The text-art asset `Art/<name>.txt`, without its final newline.
    public static func artwork(_ name: String) -> String {
        var text = EmbeddedFiles.contents["Art/\(name).txt"] ?? ""
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The string for `key` in `language`, falling back to English, with its placeholders filled.
    ///
    /// A key missing from every table returns the key itself, which a test rules out for
    /// every generated accessor.
    public static func localized(_ key: String, language: Language, arguments: [FormatArgument] = []) -> String {
        let template = StringTables.shared.template(for: key, language: language) ?? key
        return StringTemplate.format(template, arguments)
    }

    /// The string of the key at `index` of the sorted keys, as ``localized(_:language:arguments:)``
    /// gives it for the key: the generated accessors know their key's place, so no key is searched.
    static func localized(at index: Int, language: Language, arguments: [FormatArgument]) -> String {
        let template = StringTables.shared.template(at: index, language: language) ?? StringTables.shared.key(at: index) ?? ""
        return StringTemplate.format(template, arguments)
    }
}

import Foundation
import Synchronization

/// Typed access to the bundled resources: `R.string.home.welcomeTitle()`, `R.file(_:)`.
///
/// The files live in `Modules/Resources/Files` and are compiled into the binary
/// (see `Scripts/generate-resources`), so a copied or installed executable needs nothing beside it.
public enum R {
    /// Namespace of the generated string tables (`R.string.<table>.<key>(...)`).
    public enum string {}

    private static let currentLanguage = Mutex(Language.fallback)

    /// The language the string accessors use by default; the app sets it once at launch.
    public static var language: Language {
        get { currentLanguage.withLock { $0 } }
        set { currentLanguage.withLock { $0 = newValue } }
    }

    /// The raw contents of a bundled file, by its path under `Files/` (for example `Strings/en.json`).
    public static func file(_ path: String) -> String? {
        EmbeddedFiles.contents[path]
    }

    /// The paths of every bundled file.
    public static var filePaths: [String] {
        EmbeddedFiles.contents.keys.sorted()
    }

    /// The string for `key` in `language`, falling back to English, with its placeholders filled.
    ///
    /// A key missing from every table returns the key itself, which a test rules out for
    /// every generated accessor.
    public static func localized(_ key: String, language: Language, arguments: [FormatArgument] = []) -> String {
        let template = StringTables.shared.template(for: key, language: language) ?? key
        return StringTemplate.format(template, arguments)
    }
}

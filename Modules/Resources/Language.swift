/// A language the app's strings are written in.
public enum Language: String, CaseIterable, Sendable, Codable {
    case english = "en"
    case korean = "ko"
    case japanese = "ja"

    /// The language strings fall back to when a table lacks a key.
    public static let fallback: Language = .english

    /// The language named by an identifier such as `ko`, `ko_KR.UTF-8` or `ja-JP`; nil when unsupported.
    public init?(identifier: String) {
        let code =
            identifier
            .prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
            .lowercased()
        self.init(rawValue: code)
    }

    /// The language for a launch: an explicit choice (`--lang`) wins, then `LC_ALL`, then `LANG`.
    ///
    /// POSIX's `C` and `POSIX` locales, and locales we have no strings for, fall back to English.
    public static func preferred(explicit: Language? = nil, environment: [String: String]) -> Language {
        if let explicit { return explicit }
        for variable in ["LC_ALL", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            return Language(identifier: value) ?? fallback
        }
        return fallback
    }
}

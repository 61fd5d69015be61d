#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The decoded string tables, one per language, read once from the embedded JSON files.
struct StringTables: Sendable {
    static let shared = StringTables(files: EmbeddedFiles.contents)

    let tables: [Language: [String: String]]

    init(files: [String: String]) {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            guard let text = files["Strings/\(language.rawValue).json"],
                let table = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))
            else { continue }
            tables[language] = table
        }
        self.tables = tables
    }

    func template(for key: String, language: Language) -> String? {
        tables[language]?[key] ?? tables[Language.fallback]?[key]
    }
}

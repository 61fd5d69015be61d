import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The string tables, one per language, each decoded from its embedded JSON file the first
/// time a string of that language is asked for: a Korean session never decodes Japanese, and
/// English only when a Korean key is missing.
final class StringTables: Sendable {
    static let shared = StringTables(files: EmbeddedFiles.contents)

    private let files: [String: String]
    private let decoded = Mutex<[Language: [String: String]]>([:])

    init(files: [String: String]) {
        self.files = files
    }

    func template(for key: String, language: Language) -> String? {
        if let template = table(for: language)[key] { return template }
        return language == Language.fallback ? nil : table(for: Language.fallback)[key]
    }

    /// The languages decoded so far, for tests of the laziness.
    var decodedLanguages: Set<Language> { decoded.withLock { Set($0.keys) } }

    private func table(for language: Language) -> [String: String] {
        if let table = decoded.withLock({ $0[language] }) { return table }
        // Decoded outside the lock; two threads that race decode the same table, and the first one is kept.
        let table = files["Strings/\(language.rawValue).json"].flatMap { try? JSONDecoder().decode([String: String].self, from: Data($0.utf8)) } ?? [:]
        return decoded.withLock { tables in
            if let first = tables[language] { return first }
            tables[language] = table
            return table
        }
    }
}

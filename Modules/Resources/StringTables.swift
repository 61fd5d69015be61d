import Synchronization

/// The string tables, one per language, each built the first time a string of that language is
/// asked for: a Korean session never builds Japanese, and English only when a Korean key is
/// missing. The tables are Swift values generated from `Files/Strings/<code>.json`
/// (`EmbeddedTables`), so nothing is decoded at launch.
final class StringTables: Sendable {
    static let shared = StringTables { EmbeddedTables.strings(code: $0.rawValue) }

    private let load: @Sendable (Language) -> [String: String]?
    private let built = Mutex<[Language: [String: String]]>([:])

    /// Tables that `load` gives on first use of each language; nil for a language with no table.
    init(load: @escaping @Sendable (Language) -> [String: String]?) {
        self.load = load
    }

    func template(for key: String, language: Language) -> String? {
        if let template = table(for: language)[key] { return template }
        return language == Language.fallback ? nil : table(for: Language.fallback)[key]
    }

    /// The languages built so far, for tests of the laziness.
    var builtLanguages: Set<Language> { built.withLock { Set($0.keys) } }

    private func table(for language: Language) -> [String: String] {
        if let table = built.withLock({ $0[language] }) { return table }
        // Built outside the lock (no call out under it); two threads that race build the same
        // table, and the first one is kept.
        let table = load(language) ?? [:]
        return built.withLock { tables in
            if let first = tables[language] { return first }
            tables[language] = table
            return table
        }
    }
}

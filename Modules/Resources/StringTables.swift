import Synchronization

/// The string tables, one per language, each built the first time a string of that language is
/// asked for: a Korean session never builds Japanese, and English only when a Korean key is
/// missing. The tables are Swift values generated from `Files/Strings/<code>.json`
/// (`EmbeddedTables`), so nothing is decoded at launch.
final class StringTables: Sendable {
    static let shared = StringTables { EmbeddedTables.strings(code: $0.rawValue) }

    private let load: @Sendable (Language) -> [String: String]?
    /// One slot per language (`slot(of:)`). Not a dictionary keyed by Language:
    /// its first use would have the runtime prove Language: Hashable by scanning every
    /// conformance record in the binary, at launch, for three known keys.
    private let built = Mutex<[[String: String]?]>(Array(repeating: nil, count: Language.allCases.count))

    /// Tables that `load` gives on first use of each language; nil for a language with no table.
    init(load: @escaping @Sendable (Language) -> [String: String]?) {
        self.load = load
    }

    func template(for key: String, language: Language) -> String? {
        if let template = lookUp(key, in: language) { return template }
        return language == Language.fallback ? nil : lookUp(key, in: Language.fallback)
    }

    /// `key` in the table of `language`, looked up where the table is kept: a screen asks for
    /// a dozen strings a frame, and taking the table out retained and released it each time.
    private func lookUp(_ key: String, in language: Language) -> String? {
        let slot = Self.slot(of: language)
        let found = built.withLock { tables -> String?? in
            guard let table = tables[slot] else { return nil }
            return .some(table[key])
        }
        if let found { return found }
        return table(for: language)[key]
    }

    /// The languages built so far, for tests of the laziness.
    var builtLanguages: Set<Language> {
        built.withLock { tables in Set(Language.allCases.filter { tables[Self.slot(of: $0)] != nil }) }
    }

    private func table(for language: Language) -> [String: String] {
        let slot = Self.slot(of: language)
        if let table = built.withLock({ $0[slot] }) { return table }
        // Built outside the lock (no call out under it); two threads that race build the same
        // table, and the first one is kept.
        let table = load(language) ?? [:]
        return built.withLock { tables in
            if let first = tables[slot] { return first }
            tables[slot] = table
            return table
        }
    }

    private static func slot(of language: Language) -> Int {
        switch language {
        case .english: 0
        case .korean: 1
        case .japanese: 2
        }
    }
}

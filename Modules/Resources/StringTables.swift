import Synchronization

/// The string tables, one per language, each built the first time a string of that language is
/// asked for: a Korean session never builds Japanese, and English only when a Korean key is
/// missing. The tables are Swift values generated from `Files/Strings/<code>.json`
/// (`EmbeddedTables`), so nothing is decoded at launch.
///
/// A table is an array in the order of the sorted keys, not a dictionary: the generated
/// accessors know their key's place, so a string costs an index instead of hashing its key
/// (a screen asks for a dozen every frame), and building a table hashes nothing. A key given
/// as text is found by binary search in the sorted keys.
final class StringTables: Sendable {
    static let shared = StringTables(keys: EmbeddedTables.keys) { EmbeddedTables.strings(code: $0.rawValue) }

    /// Every key, sorted; a table's templates are in this order.
    private let keys: [String]
    private let load: @Sendable (Language) -> [String?]?
    /// One slot per language (`slot(of:)`). Not a dictionary keyed by Language:
    /// its first use would have the runtime prove Language: Hashable by scanning every
    /// conformance record in the binary, at launch, for three known keys.
    private let built = Mutex<[[String?]?]>(Array(repeating: nil, count: Language.allCases.count))

    /// Tables that `load` gives on first use of each language, each in the order of `keys`
    /// (sorted), nil where a language lacks a key; nil for a language with no table.
    init(keys: [String], load: @escaping @Sendable (Language) -> [String?]?) {
        self.keys = keys
        self.load = load
    }

    /// The template of the key at `index` of the sorted keys in `language`, else in English.
    func template(at index: Int, language: Language) -> String? {
        if let template = lookUp(index, in: language) { return template }
        return language == Language.fallback ? nil : lookUp(index, in: Language.fallback)
    }

    /// The template of `key` in `language`, else in English; nil for a key no table has.
    func template(for key: String, language: Language) -> String? {
        guard let index = index(of: key) else { return nil }
        return template(at: index, language: language)
    }

    /// The place of `key` in the sorted keys.
    func index(of key: String) -> Int? {
        var low = 0
        var high = keys.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if keys[middle] == key { return middle }
            if keys[middle] < key { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The key at `index` of the sorted keys.
    func key(at index: Int) -> String? {
        keys.indices.contains(index) ? keys[index] : nil
    }

    /// The languages built so far, for tests of the laziness.
    var builtLanguages: Set<Language> {
        built.withLock { tables in Set(Language.allCases.filter { tables[Self.slot(of: $0)] != nil }) }
    }

    /// The template at `index` in the table of `language`, read where the table is kept
    /// (taking the table out would retain and release it for every string).
    private func lookUp(_ index: Int, in language: Language) -> String? {
        let slot = Self.slot(of: language)
        let found = built.withLock { tables -> String?? in
            guard let table = tables[slot] else { return nil }
            return .some(table.indices.contains(index) ? table[index] : nil)
        }
        if let found { return found }
        let table = table(for: language)
        return table.indices.contains(index) ? table[index] : nil
    }

    private func table(for language: Language) -> [String?] {
        let slot = Self.slot(of: language)
        if let table = built.withLock({ $0[slot] }) { return table }
        // Built outside the lock (no call out under it); two threads that race build the same
        // table, and the first one is kept.
        let table = load(language) ?? []
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

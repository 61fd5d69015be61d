import Resources

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A kind of account a check card can draw from, named in each of the app's languages.
public struct AccountType: Codable, Equatable, Sendable, Identifiable {
    public var id: String
    /// The name by language code (`en`, `ko`, `ja`).
    public var names: [String: String]

    /// Creates an `AccountType` from its parts.
    public init(id: String, names: [String: String]) {
        self.id = id
        self.names = names
    }

    /// The name in the app's language, else English, else the id.
    public var name: String { names[R.language.rawValue] ?? names[Language.fallback.rawValue] ?? id }

    /// The bundled account types of `Data/account-types.json`, or nil when unreadable.
    public static func bundled() -> [AccountType]? {
        guard let text = R.file("Data/account-types.json") else { return nil }
        return try? JSONDecoder().decode([AccountType].self, from: Data(text.utf8))
    }
}

/// A check card a member applied for.
public struct CardApplication: Codable, Equatable, Sendable {
    public var accountType: AccountType
    /// The application's reference, as the bank would print it.
    public var reference: String

    /// Creates a `CardApplication` from its parts.
    public init(accountType: AccountType, reference: String) {
        self.accountType = accountType
        self.reference = reference
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A member of the community the app signs in to: who player 1 is, and what Profile shows.
///
/// The domain's own value, so no screen or rule depends on how a server spells its JSON.
public struct Member: Codable, Equatable, Sendable, Identifiable {
    /// A member's id as the server gave it: a number on JSONPlaceholder, a string on json-server.
    public var id: String
    public var name: String
    public var username: String
    public var email: String
    public var phone: String
    public var website: String
    public var company: String
    public var city: String

    /// Creates a member from its parts.
    public init(
        id: String, name: String, username: String, email: String = "", phone: String = "", website: String = "", company: String = "", city: String = ""
    ) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.phone = phone
        self.website = website
        self.company = company
        self.city = city
    }

    /// The longest text a member's field keeps, in UTF-8 bytes: a server's 1 MB name would
    /// otherwise go into every heading and into the saved session.
    public static let maximumFieldLength = 1_024

    /// This member with every text field cut to ``maximumFieldLength`` bytes, at a character boundary.
    func boundedFields() -> Member {
        func bounded(_ text: String) -> String { BoundedText.prefix(text, maximumBytes: Self.maximumFieldLength) }
        return Member(
            id: id, name: bounded(name), username: bounded(username), email: bounded(email), phone: bounded(phone),
            website: bounded(website), company: bounded(company), city: bounded(city))
    }

    /// Whether `typedName` names this member: their username or full name, ignoring case and
    /// the spaces around it.
    public func isNamed(_ typedName: String) -> Bool {
        let typed = typedName.trimmingWhitespace
        guard !typed.isEmpty else { return false }
        return typed.equalsIgnoringCase(username) || typed.equalsIgnoringCase(name)
    }
}

/// What the profile shows: the member, and the confirmation waiting for an answer, if any.
public struct ProfileViewState: Codable, Equatable, Sendable {
    /// The destructive steps that need a confirmation first.
    public enum Confirmation: String, Codable, Sendable {
        case logout
        case deleteAccount
    }

    public var name: String
    public var username: String
    public var email: String
    public var phone: String
    public var website: String
    public var company: String
    public var city: String
    /// The alert on screen, if any.
    public var pendingConfirmation: Confirmation?
    /// Whether a logout or deletion is under way.
    public var isWorking: Bool
    /// Why the last request failed, already in the user's language.
    public var errorMessage: String?
    /// Whether this is another member's profile, opened from a link: no logout, no deletion.
    /// Optional so that states saved before it existed still decode.
    public var isReadOnly: Bool?

    /// Creates a `ProfileViewState` from its parts.
    public init(
        name: String, username: String, email: String, phone: String = "", website: String = "", company: String = "",
        city: String = "", pendingConfirmation: Confirmation? = nil, isWorking: Bool = false, isReadOnly: Bool? = nil
    ) {
        self.isReadOnly = isReadOnly
        self.name = name
        self.username = username
        self.email = email
        self.phone = phone
        self.website = website
        self.company = company
        self.city = city
        self.pendingConfirmation = pendingConfirmation
        self.isWorking = isWorking
    }
}

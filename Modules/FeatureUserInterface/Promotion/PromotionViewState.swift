/// What the promotion screen shows: a code that came in a deep link and what became of it.
public struct PromotionViewState: Codable, Equatable, Sendable {
    /// Where applying the code stands.
    public enum Status: Codable, Equatable, Sendable {
        case pending
        case applying
        /// Applied, with what the code gives, for the user.
        case applied(benefit: String)
        /// Refused, with the reason, for the user.
        case invalid(reason: String)
    }

    /// The code as it arrived (the deep link's text is sanitised where it enters the UI).
    public var code: String
    public var status: Status
    /// Whether the user types the code (from the menu) rather than it coming in a link.
    public var isEditable: Bool?

    /// Creates a `PromotionViewState` from its parts.
    public init(code: String, status: Status = .pending, isEditable: Bool? = nil) {
        self.code = code
        self.status = status
        self.isEditable = isEditable
    }
}

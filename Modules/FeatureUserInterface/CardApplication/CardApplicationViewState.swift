/// What the check card application shows: the account type
/// and its text, then a loading sheet while applying and a completed sheet at the end.
public struct CardApplicationViewState: Codable, Equatable, Sendable {
    /// Where the application stands.
    public enum Phase: String, Codable, Sendable {
        case form
        case loading
        case completed
    }

    /// The account type (계좌종류), as the bank names it.
    public var accountType: String
    /// The text about the card.
    public var text: String
    public var phase: Phase

    /// Creates a `CardApplicationViewState` from its parts.
    public init(accountType: String, text: String, phase: Phase = .form) {
        self.accountType = accountType
        self.text = text
        self.phase = phase
    }
}

/// What the login screen shows: the names typed so far, whether they are being checked, and
/// why a login was refused, if it was.
public struct LoggedOutViewState: Codable, Equatable, Sendable {
    public var player1Name: String
    public var player2Name: String
    /// Why the last login was refused, already in the user's language.
    public var validationMessage: String?
    /// Whether the names are being checked (a spinner shows; Enter waits).
    public var isSigningIn: Bool
    /// Where a link that arrived before sign-in leads, in the user's language; it opens once
    /// the players sign in.
    public var waitingLink: String?

    /// Creates a `LoggedOutViewState` from its parts.
    public init(
        player1Name: String = "", player2Name: String = "", validationMessage: String? = nil, isSigningIn: Bool = false,
        waitingLink: String? = nil
    ) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        self.validationMessage = validationMessage
        self.isSigningIn = isSigningIn
        self.waitingLink = waitingLink
    }

    enum CodingKeys: String, CodingKey {
        case player1Name, player2Name, validationMessage, isSigningIn, waitingLink
    }

    /// Decodes a state; `isSigningIn` and `waitingLink` may be left out, as hand-written states do.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        player1Name = try container.decode(String.self, forKey: .player1Name)
        player2Name = try container.decode(String.self, forKey: .player2Name)
        validationMessage = try container.decodeIfPresent(String.self, forKey: .validationMessage)
        isSigningIn = try container.decodeIfPresent(Bool.self, forKey: .isSigningIn) ?? false
        waitingLink = try container.decodeIfPresent(String.self, forKey: .waitingLink)
    }
}

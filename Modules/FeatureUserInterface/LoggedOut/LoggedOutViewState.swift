/// What the login screen shows: the names typed so far and why a login was refused, if it was.
public struct LoggedOutViewState: Codable, Equatable, Sendable {
    public var player1Name: String
    public var player2Name: String
    /// Why the last login was refused, already in the user's language.
    public var validationMessage: String?

    /// Creates a `LoggedOutViewState` from its parts.
    public init(player1Name: String = "", player2Name: String = "", validationMessage: String? = nil) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        self.validationMessage = validationMessage
    }
}

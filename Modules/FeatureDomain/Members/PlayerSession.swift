/// Who plays: player 1 is a signed-in member, player 2 a guest known by name only.
public struct PlayerSession: Codable, Equatable, Sendable {
    /// The signed-in member.
    public var member: Member
    /// The guest's name.
    public var player2Name: String

    /// Creates a session.
    public init(member: Member, player2Name: String) {
        self.member = member
        self.player2Name = player2Name
    }

    /// Player 1's name as the screens show it.
    public var player1Name: String { member.name }
}

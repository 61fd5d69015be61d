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

    /// The longest name a saved session may carry, in UTF-8 bytes: what sign-in and the
    /// members' bounded fields allow.
    static let maximumNameLength = Member.maximumFieldLength

    /// A session read from a file is refused unless its member id is one the server could have
    /// given and its names are of a sane length.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        member = try container.decode(Member.self, forKey: .member)
        player2Name = try container.decode(String.self, forKey: .player2Name)
        guard ServerID.isValid(member.id) else {
            throw DecodingError.dataCorruptedError(forKey: .member, in: container, debugDescription: "out of range: not a member id")
        }
        guard [member.name, member.username, player2Name].allSatisfy({ $0.utf8.count <= Self.maximumNameLength }) else {
            throw DecodingError.dataCorruptedError(forKey: .player2Name, in: container, debugDescription: "out of range: a name is too long")
        }
    }

    /// Player 1's name as the screens show it.
    public var player1Name: String { member.name }
}

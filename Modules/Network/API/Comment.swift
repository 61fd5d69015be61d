/// A comment on a post, as JSONPlaceholder's `/comments` spells it.
public struct Comment: Codable, Sendable, Equatable, Identifiable {
    public var id: Int
    public var postID: Int
    public var name: String
    public var email: String
    public var body: String

    enum CodingKeys: String, CodingKey {
        case id, name, email, body
        case postID = "postId"
    }

    /// Creates a comment.
    public init(id: Int, postID: Int, name: String, email: String, body: String) {
        self.id = id
        self.postID = postID
        self.name = name
        self.email = email
        self.body = body
    }
}

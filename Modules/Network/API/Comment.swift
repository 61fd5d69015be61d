/// A comment on a post, as JSONPlaceholder's `/comments` spells it.
public struct Comment: Codable, Sendable, Equatable, Identifiable {
    /// The comment's id: a number on JSONPlaceholder, a string on json-server 1.x.
    public var id: ResourceID
    /// The ``Post/id`` of the post commented on.
    public var postID: ResourceID
    public var name: String
    public var email: String
    public var body: String

    enum CodingKeys: String, CodingKey {
        case id, name, email, body
        case postID = "postId"
    }

    /// Creates a comment.
    public init(id: ResourceID, postID: ResourceID, name: String, email: String, body: String) {
        self.id = id
        self.postID = postID
        self.name = name
        self.email = email
        self.body = body
    }
}

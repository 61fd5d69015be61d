/// A post on the board, as JSONPlaceholder's `/posts` spells it.
public struct Post: Codable, Sendable, Equatable, Identifiable {
    /// The post's id: a number on JSONPlaceholder, a string on json-server 1.x.
    public var id: ResourceID
    /// The author's ``User/id``.
    public var userID: ResourceID
    public var title: String
    public var body: String

    enum CodingKeys: String, CodingKey {
        case id, title, body
        case userID = "userId"
    }

    /// Creates a post.
    public init(id: ResourceID, userID: ResourceID, title: String, body: String) {
        self.id = id
        self.userID = userID
        self.title = title
        self.body = body
    }
}

/// A post to create with `POST /posts`; the server answers with it and its new id.
public struct NewPost: Codable, Sendable, Equatable {
    public var userID: ResourceID
    public var title: String
    public var body: String

    enum CodingKeys: String, CodingKey {
        case title, body
        case userID = "userId"
    }

    /// Creates a post to send.
    public init(userID: ResourceID, title: String, body: String) {
        self.userID = userID
        self.title = title
        self.body = body
    }
}

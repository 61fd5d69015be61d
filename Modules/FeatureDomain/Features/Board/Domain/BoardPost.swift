/// A post on the board, as the domain knows it.
public struct BoardPost: Equatable, Sendable, Identifiable {
    /// The post's id as the server gave it (a number or a string).
    public var id: String
    /// The author's ``Member/id``.
    public var authorID: String
    public var title: String
    public var body: String

    /// Creates a post.
    public init(id: String, authorID: String, title: String, body: String) {
        self.id = id
        self.authorID = authorID
        self.title = title
        self.body = body
    }
}

/// A comment under a post.
public struct PostComment: Equatable, Sendable {
    /// Who wrote it, as the comment names them.
    public var author: String
    public var body: String

    /// Creates a comment.
    public init(author: String, body: String) {
        self.author = author
        self.body = body
    }
}

/// One page of posts, with the total when the server says it.
public struct PostsPage: Equatable, Sendable {
    public var posts: [BoardPost]
    public var start: Int
    public var total: Int?
    /// How many records of the server's list the page covered, counting any left out for an
    /// unusable id: where the next page starts and whether this one was full.
    public var received: Int

    /// Creates a page; `received` is the number of posts unless some were left out.
    public init(posts: [BoardPost], start: Int, total: Int?, received: Int? = nil) {
        self.posts = posts
        self.start = start
        self.total = total
        self.received = received ?? posts.count
    }
}

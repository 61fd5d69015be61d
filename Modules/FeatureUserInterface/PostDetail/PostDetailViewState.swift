/// What a post's page shows: the post and its comments, which load on their own.
public struct PostDetailViewState: Codable, Equatable, Sendable {
    /// One comment.
    public struct Comment: Codable, Equatable, Sendable {
        public var author: String
        public var body: String

        /// Creates a `Comment` from its parts.
        public init(author: String, body: String) {
            self.author = author
            self.body = body
        }
    }

    /// Where the comments stand.
    public enum CommentsStatus: Codable, Equatable, Sendable {
        case loading
        case loaded
        case failed
    }

    public var title: String
    public var author: String
    public var body: String
    public var comments: [Comment]
    public var commentsStatus: CommentsStatus

    /// Creates a `PostDetailViewState` from its parts.
    public init(title: String, author: String, body: String, comments: [Comment] = [], commentsStatus: CommentsStatus = .loading) {
        self.title = title
        self.author = author
        self.body = body
        self.comments = comments
        self.commentsStatus = commentsStatus
    }
}

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
        /// The comments did not load; they can be asked for again.
        case failed
        /// There is no post to comment on (it does not exist): the page has no comments section.
        case unavailable
        /// The post itself did not load: no comments section, and the post can be asked for again.
        case postFailed
    }

    public var title: String
    /// The author's name; empty while it is not known, and then the page has no author line.
    public var author: String
    /// The author's email, which the author line links to (`mailto:`); nil when not known.
    public var authorEmail: String?
    public var body: String
    public var comments: [Comment]
    public var commentsStatus: CommentsStatus
    /// A calm line under the post, such as what became of its copied link.
    public var notice: String?

    /// Creates a `PostDetailViewState` from its parts.
    public init(title: String, author: String, body: String, comments: [Comment] = [], commentsStatus: CommentsStatus = .loading) {
        self.title = title
        self.author = author
        self.body = body
        self.comments = comments
        self.commentsStatus = commentsStatus
    }
}

/// What the board shows: the posts loaded so far, and whether more are loading or failed.
public struct BoardViewState: Codable, Equatable, Sendable {
    /// One row of the board.
    public struct Row: Codable, Equatable, Sendable {
        public var id: String
        public var title: String
        public var author: String

        /// Creates a `Row` from its parts.
        public init(id: String, title: String, author: String) {
            self.id = id
            self.title = title
            self.author = author
        }
    }

    /// Where loading stands.
    public enum Status: Codable, Equatable, Sendable {
        /// The first page is loading.
        case loading
        /// Posts are shown (possibly none).
        case loaded
        /// The first page failed, with a message for the user.
        case failed(message: String)
    }

    public var rows: [Row]
    public var status: Status
    /// How many posts the server has, when it says.
    public var total: Int?
    /// Whether another page is loading below the rows.
    public var isLoadingMore: Bool
    /// Whether more posts can be loaded at the end.
    public var hasMore: Bool
    /// A quiet line under the posts, such as why the next page did not load.
    public var footerMessage: String?
    /// A post to select, such as the one just written; the selection follows when this changes.
    public var selectedPostID: String?
    /// A calm line under the posts, such as where a post just written is kept.
    public var notice: String?

    /// Creates a `BoardViewState` from its parts.
    public init(rows: [Row] = [], status: Status = .loading, total: Int? = nil, isLoadingMore: Bool = false, hasMore: Bool = false) {
        self.rows = rows
        self.status = status
        self.total = total
        self.isLoadingMore = isLoadingMore
        self.hasMore = hasMore
    }
}

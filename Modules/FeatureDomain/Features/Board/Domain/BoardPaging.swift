/// The board's paging rule: pages of a fixed size, appended in order without duplicates; more
/// pages exist while the server's total is not reached or, when it sends no total, while the
/// last page came back full.
public struct BoardPaging: Equatable, Sendable {
    /// How many posts a page asks for.
    public let pageSize: Int
    /// The posts loaded so far, in order.
    public private(set) var posts: [BoardPost] = []
    /// The server's total, when it says it (`X-Total-Count`).
    public private(set) var total: Int?
    private var lastPageWasFull = true
    /// Where the next page starts in the server's list: past the last page received, whatever
    /// was written and put first meanwhile (a server that stores it lists it elsewhere).
    public private(set) var nextStart = 0

    /// An empty board that asks for `pageSize` posts a page.
    public init(pageSize: Int = 20) {
        self.pageSize = max(1, pageSize)
    }

    /// Whether another page can be asked for.
    public var hasMore: Bool {
        if let total { return posts.count < total && lastPageWasFull }
        return lastPageWasFull
    }

    /// The largest total believed; more posts than this is not a board but a broken header.
    public static let maximumTotal = 1_000_000_000

    /// Adds `page`, at most a page's worth of it; a post already shown (the list moved under
    /// us, or the server sent one id twice) is not shown twice, so every row opens its own post.
    /// A total that cannot be true (negative, below what was received, absurdly large) is ignored.
    public mutating func append(_ page: PostsPage) {
        var known = Set(posts.map(\.id))
        for post in page.posts.prefix(pageSize) where known.insert(post.id).inserted {
            posts.append(post)
        }
        let received = min(max(page.received, 0), pageSize)
        let start = max(page.start, 0)
        let reached = start.addingReportingOverflow(received)
        nextStart = reached.overflow ? Int.max : reached.partialValue
        lastPageWasFull = received >= pageSize
        if let claimed = page.total, claimed >= nextStart, claimed >= posts.count, claimed <= Self.maximumTotal {
            total = claimed
        } else {
            total = nil
        }
    }

    /// Puts `post` first, as a post just written appears at the top.
    public mutating func prepend(_ post: BoardPost) {
        posts.removeAll { $0.id == post.id }
        posts.insert(post, at: 0)
        if let total { self.total = min(Self.maximumTotal, total + 1) }
    }
}

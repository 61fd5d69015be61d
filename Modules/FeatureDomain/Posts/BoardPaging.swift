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

    /// Adds `page`; a post already shown (the list moved under us) is not shown twice.
    public mutating func append(_ page: PostsPage) {
        let known = Set(posts.map(\.id))
        posts += page.posts.filter { !known.contains($0.id) }
        total = page.total
        lastPageWasFull = page.posts.count >= pageSize
        nextStart = page.start + page.posts.count
    }

    /// Puts `post` first, as a post just written appears at the top.
    public mutating func prepend(_ post: BoardPost) {
        posts.removeAll { $0.id == post.id }
        posts.insert(post, at: 0)
        if let total { self.total = total + 1 }
    }
}

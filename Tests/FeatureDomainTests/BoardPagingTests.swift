import Testing

@testable import FeatureDomain

@Suite("Board paging")
struct BoardPagingTests {
    private func posts(_ ids: ClosedRange<Int>) -> [BoardPost] {
        ids.map { BoardPost(id: String($0), authorID: "1", title: "t\($0)", body: "b") }
    }

    @Test("a written post goes first, once, and counts in the total")
    func prepend() {
        var paging = BoardPaging(pageSize: 2)
        paging.append(PostsPage(posts: posts(1...2), start: 0, total: 5))
        paging.prepend(BoardPost(id: "x", authorID: "7", title: "new", body: "b"))
        paging.prepend(BoardPost(id: "x", authorID: "7", title: "new", body: "b"))
        #expect(paging.posts.map(\.id) == ["x", "1", "2"])
        #expect(paging.total == 7)
    }

    @Test("the next page starts after the last one received, whatever was written meanwhile")
    func nextStartIgnoresWrittenPosts() {
        var paging = BoardPaging(pageSize: 2)
        paging.append(PostsPage(posts: posts(1...2), start: 0, total: 4))
        paging.prepend(BoardPost(id: "x", authorID: "7", title: "new", body: "b"))
        #expect(paging.nextStart == 2)
        // The server lists the stored post at its end: it is not shown twice, and paging goes on.
        paging.append(PostsPage(posts: posts(3...3) + [BoardPost(id: "x", authorID: "7", title: "new", body: "b")], start: 2, total: 5))
        #expect(paging.posts.map(\.id) == ["x", "1", "2", "3"])
        #expect(paging.nextStart == 4)
    }

    @Test("twenty posts with one id in a page show once, so each row opens its own post")
    func duplicatesWithinAPage() {
        var paging = BoardPaging(pageSize: 20)
        let same = (1...20).map { BoardPost(id: "1", authorID: "1", title: "copy \($0)", body: "b") }
        paging.append(PostsPage(posts: same, start: 0, total: 100))
        #expect(paging.posts.map(\.title) == ["copy 1"])
        #expect(paging.nextStart == 20)
        #expect(paging.hasMore, "the page was full, so the next one is asked for")
    }

    @Test(
        "a total that cannot be true is ignored: paging goes on while pages come back full",
        arguments: [-5, 0, 19, Int.min, Int.max, BoardPaging.maximumTotal + 1])
    func impossibleTotal(claimed: Int) {
        var paging = BoardPaging(pageSize: 20)
        paging.append(PostsPage(posts: posts(1...20), start: 0, total: claimed))
        #expect(paging.total == nil)
        #expect(paging.hasMore)
    }

    @Test("a possible total is kept and ends the paging")
    func possibleTotal() {
        var paging = BoardPaging(pageSize: 20)
        paging.append(PostsPage(posts: posts(1...20), start: 0, total: 20))
        #expect(paging.total == 20)
        #expect(!paging.hasMore)
    }

    @Test("a page far larger than asked keeps a page's worth")
    func oversizedPage() {
        var paging = BoardPaging(pageSize: 20)
        paging.append(PostsPage(posts: posts(1...5_000), start: 0, total: nil))
        #expect(paging.posts.count == 20)
        #expect(paging.nextStart == 20)
    }

    @Test("posts left out for an unusable id still count where the next page starts")
    func receivedCountsLeftOutPosts() {
        var paging = BoardPaging(pageSize: 20)
        paging.append(PostsPage(posts: posts(1...19), start: 0, total: nil, received: 20))
        #expect(paging.nextStart == 20)
        #expect(paging.hasMore)
    }
}

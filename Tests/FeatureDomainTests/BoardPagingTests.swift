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
}

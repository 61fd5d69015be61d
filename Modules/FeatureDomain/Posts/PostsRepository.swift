import Network

/// Where the board's posts and comments come from; a protocol so interactors are tested with
/// hand-written mocks.
public protocol PostsRepository: Sendable {
    /// `limit` posts from `start`.
    func page(start: Int, limit: Int) async throws(NetworkError) -> PostsPage
    /// The post with `id`.
    func post(id: String) async throws(NetworkError) -> BoardPost
    /// The comments under the post with `postID`.
    func comments(postID: String) async throws(NetworkError) -> [PostComment]
    /// Sends a new post by the member `authorID` and returns it as the server answered, with
    /// the id the server gave it.
    func create(authorID: String, title: String, body: String) async throws(NetworkError) -> BoardPost
    /// Whether the server keeps the posts it is sent.
    var storage: PostStorage { get }
}

/// Posts over the JSONPlaceholder API: the embedded offline backend or any compatible server.
public struct NetworkPostsRepository: PostsRepository {
    private let client: NetworkClient

    /// Creates a repository that asks `client`.
    public init(client: NetworkClient) {
        self.client = client
    }

    public func page(start: Int, limit: Int) async throws(NetworkError) -> PostsPage {
        let page = try await client.request(JSONPlaceholderAPI.PostsPage(start: start, limit: limit))
        return PostsPage(posts: page.items.map(BoardPost.init(post:)), start: page.start, total: page.total)
    }

    public func post(id: String) async throws(NetworkError) -> BoardPost {
        BoardPost(post: try await client.request(JSONPlaceholderAPI.PostByID(id: ResourceID(id))))
    }

    public func comments(postID: String) async throws(NetworkError) -> [PostComment] {
        try await client.request(JSONPlaceholderAPI.CommentsForPost(postID: ResourceID(postID))).map {
            PostComment(author: $0.name, body: $0.body)
        }
    }

    public func create(authorID: String, title: String, body: String) async throws(NetworkError) -> BoardPost {
        let created = try await client.request(
            JSONPlaceholderAPI.CreatePost(post: NewPost(userID: ResourceID(authorID), title: title, body: body)))
        return BoardPost(post: created)
    }

    public var storage: PostStorage { PostStorage(baseURL: client.baseURL) }
}

extension BoardPost {
    /// The post a server's post describes.
    init(post: Post) {
        self.init(id: post.id.rawValue, authorID: post.userID.rawValue, title: post.title, body: post.body)
    }
}

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
    /// Whether the server keeps the posts it is sent, as far as can be told before sending.
    var storage: PostStorage { get }
    /// What the server did with `post`, which it just answered: checked where the address alone
    /// cannot tell.
    func storage(of post: BoardPost) async -> PostStorage
}

extension PostsRepository {
    public func storage(of post: BoardPost) async -> PostStorage { storage }
}

/// Posts over the JSONPlaceholder API: the embedded offline backend or any compatible server.
public struct NetworkPostsRepository: PostsRepository {
    private let client: NetworkClient

    /// Creates a repository that asks `client`.
    public init(client: NetworkClient) {
        self.client = client
    }

    /// At most `limit` posts, whatever the server sent: a page of 20 that arrives with 150,000
    /// keeps 20. Posts whose id cannot be used (empty, absurd) are left out, as they could not be opened.
    public func page(start: Int, limit: Int) async throws(NetworkError) -> PostsPage {
        let page = try await client.request(JSONPlaceholderAPI.PostsPage(start: start, limit: limit))
        let kept = page.items.prefix(max(0, limit))
        return PostsPage(
            posts: kept.filter { ServerID.isValid($0.id.rawValue) }.map(BoardPost.init(post:)), start: page.start, total: page.total,
            received: kept.count)
    }

    public func post(id: String) async throws(NetworkError) -> BoardPost {
        BoardPost(post: try await client.request(JSONPlaceholderAPI.PostByID(id: try ServerID.checked(id, in: "/posts/"))))
    }

    public func comments(postID: String) async throws(NetworkError) -> [PostComment] {
        try await client.request(JSONPlaceholderAPI.CommentsForPost(postID: try ServerID.checked(postID, in: "/posts/"))).map {
            PostComment(author: $0.name, body: $0.body)
        }
    }

    public func create(authorID: String, title: String, body: String) async throws(NetworkError) -> BoardPost {
        let created = try await client.request(
            JSONPlaceholderAPI.CreatePost(post: NewPost(userID: ResourceID(authorID), title: title, body: body)))
        // The id is what the board selects and opens the post by; one that cannot be used is
        // an answer the app cannot read.
        guard ServerID.isValid(created.id.rawValue) else { throw .transport(.invalidResponse, detail: "the new post's id is not usable") }
        return BoardPost(post: created)
    }

    public var storage: PostStorage { PostStorage(baseURL: client.baseURL) }

    /// A server other than the offline backend and JSONPlaceholder is asked for the post it just
    /// answered: a json-server has it, a server that only pretends to store (as JSONPlaceholder
    /// does, and this project's test server at its root) answers 404. Any other failure leaves
    /// the question open, and the usual answer of a json-server-compatible server stands.
    public func storage(of post: BoardPost) async -> PostStorage {
        guard storage == .storedByServer else { return storage }
        do throws(NetworkError) {
            _ = try await client.request(JSONPlaceholderAPI.PostByID(id: ResourceID(post.id)))
            return .storedByServer
        } catch {
            if case .httpStatus(code: 404, _) = error { return .acceptedButNotStored }
            return .storedByServer
        }
    }
}

extension BoardPost {
    /// The longest title kept, in UTF-8 bytes: a row of the board shows far less, and a title is
    /// measured on every frame it is drawn.
    static let maximumTitleLength = 1_024

    /// The post a server's post describes, its title bounded and an author id that could not be
    /// one left empty (the board then names no one rather than a megabyte of "id").
    init(post: Post) {
        let author = post.userID.rawValue
        self.init(
            id: post.id.rawValue, authorID: ServerID.isValid(author) ? author : "",
            title: BoundedText.prefix(post.title, maximumBytes: Self.maximumTitleLength), body: post.body)
    }
}

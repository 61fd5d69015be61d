import Network

/// The members and posts of one JSONPlaceholder-compatible API (the embedded offline backend,
/// JSONPlaceholder itself or a json-server), both over the same client: how the app is wired
/// to its backend, by MainCLI and by the tests that run the app against a local server.
public struct JSONPlaceholderBackend: Sendable {
    public let membersRepository: any MembersRepository
    public let postsRepository: any PostsRepository

    /// The repositories over `client`.
    public init(client: NetworkClient) {
        membersRepository = NetworkMembersRepository(client: client)
        postsRepository = NetworkPostsRepository(client: client)
    }
}

import Network

/// Where members come from; a protocol so interactors are tested with hand-written mocks.
public protocol MembersRepository: Sendable {
    /// Every member the backend knows.
    func members() async throws(NetworkError) -> [Member]
    /// The member with `id`.
    func member(id: String) async throws(NetworkError) -> Member
    /// Deletes the member with `id` on the backend.
    func deleteMember(id: String) async throws(NetworkError)
}

/// Members over the JSONPlaceholder API: the embedded offline backend or any compatible server.
public struct NetworkMembersRepository: MembersRepository {
    private let client: NetworkClient

    /// Creates a repository that asks `client`.
    public init(client: NetworkClient) {
        self.client = client
    }

    public func members() async throws(NetworkError) -> [Member] {
        try await client.request(JSONPlaceholderAPI.Users()).map(Member.init(user:))
    }

    public func member(id: String) async throws(NetworkError) -> Member {
        Member(user: try await client.request(JSONPlaceholderAPI.UserByID(id: ResourceID(id))))
    }

    public func deleteMember(id: String) async throws(NetworkError) {
        try await client.request(JSONPlaceholderAPI.DeleteUser(id: ResourceID(id)))
    }
}

extension Member {
    /// The member a server's user describes.
    init(user: User) {
        self.init(
            id: user.id.rawValue, name: user.name, username: user.username, email: user.email, phone: user.phone,
            website: user.website, company: user.company.name, city: user.address.city)
    }
}

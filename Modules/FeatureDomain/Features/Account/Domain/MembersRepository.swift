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

    /// Every member whose id can be used; one with an empty or absurd id could be neither
    /// asked for nor deleted, so it is not offered.
    public func members() async throws(NetworkError) -> [Member] {
        try await client.request(JSONPlaceholderAPI.Users()).map(Member.init(user:)).filter { ServerID.isValid($0.id) }.map { $0.boundedFields() }
    }

    public func member(id: String) async throws(NetworkError) -> Member {
        let member = Member(user: try await client.request(JSONPlaceholderAPI.UserByID(id: try ServerID.checked(id, in: "/users/"))))
        guard ServerID.isValid(member.id) else { throw .invalidURL("/users/" + String(member.id.prefix(ServerID.maximumLength))) }
        return member.boundedFields()
    }

    public func deleteMember(id: String) async throws(NetworkError) {
        // An empty id would make this a DELETE on the whole collection.
        try await client.request(JSONPlaceholderAPI.DeleteUser(id: try ServerID.checked(id, in: "/users/")))
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

import Network

/// The members, fetched once and kept for the session, so the board can name every author
/// without asking the server again for each page.
@MainActor
public final class MemberDirectory {
    private let repository: any MembersRepository
    private var cached: [String: Member]?

    /// Creates a directory over `repository`.
    public init(repository: any MembersRepository) {
        self.repository = repository
    }

    /// Every member by id; asks the backend the first time, and again after a failure.
    public func membersByID() async throws(NetworkError) -> [String: Member] {
        if let cached { return cached }
        let members = try await repository.members()
        let byID = Dictionary(members.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        cached = byID
        return byID
    }
}

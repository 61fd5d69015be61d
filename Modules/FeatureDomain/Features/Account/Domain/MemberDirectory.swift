import Network
import Resources

/// The members, fetched once and kept for the session, so the board can name every author
/// without asking the server again for each page.
@MainActor
public final class MemberDirectory {
    private let repository: any MembersRepository
    private var cached: [String: Member]?
    /// The members whose accounts were deleted in this app: their posts are a deleted member's,
    /// whatever the server still says about them.
    public let deletedIDs: Set<String>

    /// Creates a directory over `repository`, knowing the members deleted in this app.
    public init(repository: any MembersRepository, deletedIDs: Set<String> = []) {
        self.repository = repository
        self.deletedIDs = deletedIDs
    }

    /// How a post's author `id` is named among `members`: a deleted member as such, an unknown
    /// one by id.
    public func authorName(_ id: String, in members: [String: Member]) -> String {
        if deletedIDs.contains(id) { return R.string.board.deletedAuthor() }
        return members[id]?.name ?? R.string.board.unknownAuthor(id)
    }

    /// The email of the author `id`, when a member that was not deleted has one.
    public func authorEmail(_ id: String, in members: [String: Member]) -> String? {
        guard !deletedIDs.contains(id), let email = members[id]?.email, !email.isEmpty else { return nil }
        return email
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

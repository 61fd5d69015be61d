import FeatureDomain
import Network

/// Answers with fixed members, or a fixed error, and counts the calls.
public final class MembersRepositoryMock: MembersRepository, @unchecked Sendable {
    // Only touched from the main actor in tests; @unchecked because the protocol is Sendable.
    public var result: Result<[Member], NetworkError>
    public private(set) var membersCallCount = 0

    public init(_ result: Result<[Member], NetworkError> = .success(Member.samples)) { self.result = result }

    public func members() async throws(NetworkError) -> [Member] {
        membersCallCount += 1
        return try result.get()
    }

    public var deleteResult: Result<Void, NetworkError> = .success(())
    public private(set) var deletedIDs: [String] = []

    public func deleteMember(id: String) async throws(NetworkError) {
        deletedIDs.append(id)
        try deleteResult.get()
    }

    public private(set) var memberCallCount = 0

    public func member(id: String) async throws(NetworkError) -> Member {
        memberCallCount += 1
        guard let member = try result.get().first(where: { $0.id == id }) else { throw .httpStatus(code: 404, bodyExcerpt: "") }
        return member
    }
}

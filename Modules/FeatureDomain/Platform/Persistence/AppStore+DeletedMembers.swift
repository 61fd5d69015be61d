#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A member whose account was deleted in this app.
public struct DeletedMember: Codable, Equatable, Sendable {
    public var id: String
    public var username: String
    public var name: String

    /// Whether `typedName` is this member's username or full name, in any case.
    func isNamed(_ typedName: String) -> Bool {
        let typed = typedName.trimmingWhitespace
        guard !typed.isEmpty else { return false }
        return typed.equalsIgnoringCase(username) || typed.equalsIgnoringCase(name)
    }

    /// Whether every field is within what a member's can be: a file edited by hand is not trusted.
    var isValid: Bool {
        !id.isEmpty && [id, username, name].allSatisfy { $0.count <= DeletedMember.fieldLimit }
    }

    static let fieldLimit = 200
}

/// The rule for a deleted account: it stays deleted in this app. Servers differ (the built-in
/// one forgets a deletion when the app restarts, a JSONPlaceholder server never keeps one), so
/// the app records each deletion in `deleted-members.json` and holds to it: the member cannot
/// sign in again, and posts a server still has are shown as by a deleted member.
extension AppStore {
    static let deletedMembersFile = "deleted-members.json"
    /// The most deletions kept; older ones go first.
    static let deletedMembersLimit = 1_000

    private struct DeletedMembersFile: Codable {
        var members: [DeletedMember]
    }

    /// The members deleted in this app, oldest first; entries out of their domain are ignored.
    public func deletedMembers() -> [DeletedMember] {
        let members = files.load(DeletedMembersFile.self, from: Self.deletedMembersFile)?.members ?? []
        return Array(members.filter(\.isValid).suffix(Self.deletedMembersLimit))
    }

    /// The ids of the members deleted in this app.
    public func deletedMemberIDs() -> Set<String> {
        Set(deletedMembers().map(\.id))
    }

    /// The deleted member called `name` (username or full name), if any.
    public func deletedMember(named name: String) -> DeletedMember? {
        deletedMembers().first { $0.isNamed(name) }
    }

    /// Records that `member`'s account was deleted, so the deletion holds across restarts.
    public func recordDeletion(of member: Member) {
        var members = deletedMembers().filter { $0.id != member.id }
        members.append(
            DeletedMember(
                id: String(member.id.prefix(DeletedMember.fieldLimit)), username: String(member.username.prefix(DeletedMember.fieldLimit)),
                name: String(member.name.prefix(DeletedMember.fieldLimit))))
        files.save(DeletedMembersFile(members: Array(members.suffix(Self.deletedMembersLimit))), as: Self.deletedMembersFile)
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A post as the member is writing it, and the rule for what may be sent: neither the title
/// nor the body empty once the spaces around them are trimmed, and neither longer than its
/// limit, counted in characters as the member sees them (a Hangul syllable or an emoji is one).
public struct PostDraft: Equatable, Sendable {
    /// The most characters a title may have.
    public static let titleLimit = 100
    /// The most characters a body may have.
    public static let bodyLimit = 2_000

    public var title: String
    public var body: String

    /// Creates a draft.
    public init(title: String = "", body: String = "") {
        self.title = title
        self.body = body
    }

    /// Whether nothing has been typed yet.
    public var isEmpty: Bool { title.isEmpty && body.isEmpty }

    /// The title and body to send, trimmed, or the first reason they cannot be sent.
    public func validated() throws(PostDraftProblem) -> PostDraft {
        let title = title.trimmingWhitespaceAndNewlines
        let body = body.trimmingWhitespaceAndNewlines
        guard !title.isEmpty else { throw .titleEmpty }
        guard title.count <= Self.titleLimit else { throw .titleTooLong(count: title.count) }
        guard !body.isEmpty else { throw .bodyEmpty }
        guard body.count <= Self.bodyLimit else { throw .bodyTooLong(count: body.count) }
        return PostDraft(title: title, body: body)
    }
}

/// Why a draft cannot be sent.
public enum PostDraftProblem: Error, Equatable, Sendable {
    case titleEmpty
    case bodyEmpty
    /// The trimmed title has `count` characters, more than ``PostDraft/titleLimit``.
    case titleTooLong(count: Int)
    /// The trimmed body has `count` characters, more than ``PostDraft/bodyLimit``.
    case bodyTooLong(count: Int)
}

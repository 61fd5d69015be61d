/// What the post composer shows: the title and body last handed to it (a draft, or what was
/// sent), their limits, what the server does with a post, and where sending stands.
public struct PostComposerViewState: Codable, Equatable, Sendable {
    /// Where writing stands.
    public enum Phase: Codable, Equatable, Sendable {
        /// The member is typing; `problem` says why the last send was refused, if it was.
        case editing(problem: String?)
        /// The post is on its way; Esc cancels.
        case sending
        /// The server or the network failed; the text is kept and Enter on Retry sends again.
        case failed(message: String)
    }

    public var title: String
    public var body: String
    /// The most characters the title may have, for the counter.
    public var titleLimit: Int
    /// The most characters the body may have, for the counter.
    public var bodyLimit: Int
    /// Whether the server keeps the post, in the user's language.
    public var storageNote: String
    public var phase: Phase

    /// Creates a `PostComposerViewState` from its parts.
    public init(
        title: String = "", body: String = "", titleLimit: Int = 100, bodyLimit: Int = 2_000, storageNote: String = "",
        phase: Phase = .editing(problem: nil)
    ) {
        self.title = title
        self.body = body
        self.titleLimit = titleLimit
        self.bodyLimit = bodyLimit
        self.storageNote = storageNote
        self.phase = phase
    }
}

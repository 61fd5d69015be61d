/// The post the member is writing and has not sent, kept for the whole signed-in session: the
/// board and its composer come and go (a link opens another screen over them), the draft stays.
@MainActor
public final class PostDraftKeeper {
    /// What was typed last; empty once the post is sent.
    public var draft = PostDraft()

    /// Creates a keeper holding an empty draft.
    public init() {}
}

import Resources

extension PostDraftProblem {
    /// Why the draft cannot be sent, in the user's language.
    var localizedMessage: String {
        switch self {
        case .titleEmpty: R.string.compose.errorTitleEmpty()
        case .bodyEmpty: R.string.compose.errorBodyEmpty()
        case .titleTooLong(let count): R.string.compose.errorTitleTooLong(count, PostDraft.titleLimit)
        case .bodyTooLong(let count): R.string.compose.errorBodyTooLong(count, PostDraft.bodyLimit)
        }
    }
}

extension PostStorage {
    /// What the server does with the post, as the composer says before it is sent.
    var composerNote: String {
        switch self {
        case .keptForSession: R.string.compose.storageSession()
        case .acceptedButNotStored: R.string.compose.storageNotStored()
        case .storedByServer: R.string.compose.storageServer()
        }
    }

    /// The board's line once the post is on top.
    var boardNotice: String {
        switch self {
        case .keptForSession: R.string.board.postedSession()
        case .acceptedButNotStored: R.string.board.postedNotStored()
        case .storedByServer: R.string.board.postedServer()
        }
    }
}

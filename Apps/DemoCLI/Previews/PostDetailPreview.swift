import FeatureUserInterface

/// A post's page in the catalog.
enum PostDetailPreview: ScreenPreview {
    typealias View = PostDetailView
    static let name = "post-detail"

    static func states() -> [NamedState<PostDetailViewState>] {
        let comments: [PostDetailViewState.Comment] = [
            .init(author: "이서연", body: "좋은 글이네요. 저도 그랬어요."),
            .init(author: "Noah Patel", body: "Could you share the benchmark? 🔖"),
            .init(author: "佐藤 花子", body: "とても助かりました。"),
        ]
        let body = "작은 실험으로 시작했습니다.\n한글과 일본어를 다루면서 글자 하나가 한 칸이 아니라는 걸 배웠어요.\n사용자보다 테스트가 먼저 버그 두 개를 찾았습니다."
        return [
            NamedState(
                name: "korean",
                state: PostDetailViewState(
                    title: "로그인 흐름 리팩터링: 배운 점", author: "김민준", body: body,
                    comments: comments, commentsStatus: .loaded)),
            NamedState(
                name: "loading-comments",
                state: PostDetailViewState(
                    title: "Release day 🚀", author: "Noah Patel",
                    body: "It started as a small experiment.")),
            NamedState(
                name: "comments-failed",
                state: PostDetailViewState(
                    title: "Release day 🚀", author: "Noah Patel",
                    body: "It started as a small experiment.", commentsStatus: .failed)),
            NamedState(
                name: "no-comments",
                state: PostDetailViewState(
                    title: "Release day 🚀", author: "Noah Patel",
                    body: "It started as a small experiment.", commentsStatus: .loaded)),
            NamedState(
                name: "not-found",
                state: PostDetailViewState(
                    title: "Post not found", author: "",
                    body: "There is no post 99999: it was deleted or never existed.", commentsStatus: .unavailable)),
            NamedState(
                name: "post-failed",
                state: PostDetailViewState(
                    title: "Could not load the post", author: "",
                    body: "The server had a problem (500). Try again later.", commentsStatus: .postFailed)),
            NamedState(
                name: "long",
                state: PostDetailViewState(
                    title: "A long story about patience, small commits and the quiet joy of green tests on a Friday evening",
                    author: "Chloé Martin", body: String(repeating: "The trick was to keep each file to one role. ", count: 12),
                    comments: Array(repeating: comments, count: 5).flatMap { $0 }, commentsStatus: .loaded)),
        ]
    }

}

extension PostDetailPreview {
    /// Retrying loads what had failed: the post, or one comment.
    static func scriptedStates(after action: PostDetailViewAction, from state: PostDetailViewState) -> [PostDetailViewState] {
        guard action == .retry else { return [] }
        if state.commentsStatus == .postFailed {
            return [PostDetailViewState(title: "Release day 🚀", author: "Noah Patel", body: "It started as a small experiment.", commentsStatus: .loaded)]
        }
        var state = state
        state.comments = [.init(author: "Ada Brooks", body: "Loaded on the second try.")]
        state.commentsStatus = .loaded
        return [state]
    }
}

extension PostDetailPreview {
    static func leaves(after action: PostDetailViewAction) -> Bool {
        if case .back = action { return true }
        return false
    }
}

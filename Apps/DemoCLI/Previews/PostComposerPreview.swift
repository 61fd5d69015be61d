import FeatureUserInterface

/// The form for a new post in the catalog.
enum PostComposerPreview: ScreenPreview {
    typealias View = PostComposerView
    static let name = "post-composer"

    static let offlineNote = "Offline backend: your post is kept for this session only."

    static func states() -> [NamedState<PostComposerViewState>] {
        let title = "Notes on testing without sleeps"
        let body = "Every wait in a test is bounded by the wall clock, so a broken test fails instead of hanging."
        return [
            NamedState(name: "empty", state: PostComposerViewState(storageNote: offlineNote)),
            NamedState(
                name: "korean",
                state: PostComposerViewState(
                    title: "로그인 흐름 리팩터링", body: "작은 모듈이 큰 앱을 만든다는 걸 다시 배웠습니다.", storageNote: "오프라인 백엔드: 글은 이번 세션 동안만 보관됩니다.")),
            NamedState(
                name: "invalid", state: PostComposerViewState(title: "   ", body: body, storageNote: offlineNote, phase: .editing(problem: "Write a title."))),
            NamedState(
                name: "sending",
                state: PostComposerViewState(
                    title: title, body: body, storageNote: "A json-server stores your post; once it is sent, the board says whether this server kept it.",
                    phase: .sending)),
            NamedState(
                name: "error",
                state: PostComposerViewState(
                    title: title, body: body, storageNote: "A json-server stores your post; once it is sent, the board says whether this server kept it.",
                    phase: .failed(
                        message:
                            "The post was not sent: The server cannot be reached. Check the address and your connection, then try again. Your text is kept; Enter on Retry sends it again."
                    ))),
            NamedState(
                name: "jsonplaceholder",
                state: PostComposerViewState(
                    title: title, body: body,
                    storageNote: "JSONPlaceholder: the server accepts the post but does not store it; a reload will not show it.")),
            NamedState(
                name: "long",
                state: PostComposerViewState(
                    title: String(repeating: "A very long title 🎉 ", count: 6), body: String(repeating: "写真5枚で見る朝のランニング。", count: 20),
                    storageNote: offlineNote, phase: .editing(problem: "The title is too long: 120 characters, at most 100."))),
        ]
    }
}

extension PostComposerPreview {
    /// Sending shows the spinner, then a canned failure, so Retry can be tried; cancelling
    /// shows the canned message. Whether a post is valid is the app's rule, not the preview's.
    static func scriptedStates(after action: PostComposerViewAction, from state: PostComposerViewState) -> [PostComposerViewState] {
        switch action {
        case .send(let title, let body):
            var sending = state
            sending.title = title
            sending.body = body
            sending.phase = .sending
            var failed = sending
            failed.phase = .failed(
                message: "The post was not sent: The server took too long to answer. Try again. Your text is kept; Enter on Retry sends it again.")
            return [sending, failed]
        case .cancelSending:
            var cancelled = state
            cancelled.phase = .editing(problem: "Sending was cancelled; your text is kept. The server may have received the post already.")
            return [cancelled]
        default:
            return []
        }
    }
}

extension PostComposerPreview {
    static func leaves(after action: PostComposerViewAction) -> Bool {
        if case .close = action { return true }
        return false
    }
}

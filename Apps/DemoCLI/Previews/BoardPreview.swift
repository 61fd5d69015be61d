import FeatureUserInterface

/// The board in the catalog.
enum BoardPreview: ScreenPreview {
    typealias View = BoardView
    static let name = "board"

    static let sampleRows: [BoardViewState.Row] = [
        .init(id: "1", title: "로그인 흐름 리팩터링: 배운 점", author: "김민준"),
        .init(id: "2", title: "写真5枚で見る朝のランニング 📷", author: "佐藤 花子"),
        .init(id: "3", title: "Notes on testing without sleeps", author: "Ada Brooks"),
        .init(id: "4", title: "유니코드 글자 폭에 대한 메모", author: "박지호"),
        .init(id: "5", title: "Release day 🚀", author: "Noah Patel"),
    ]

    /// The page a scripted load-more brings.
    static let secondPage: [BoardViewState.Row] = [
        .init(id: "6", title: "테스트가 먼저 찾은 버그 두 개", author: "이서연"),
        .init(id: "7", title: "端末で動く UI を作る", author: "佐藤 花子"),
        .init(id: "8", title: "Why the frame writer diffs cells", author: "Ada Brooks"),
    ]

    /// A post just written: first, selected, with where it is kept under the posts.
    static var posted: BoardViewState {
        let written = BoardViewState.Row(id: "211", title: "Notes on testing without sleeps", author: "Ada Brooks")
        var state = BoardViewState(rows: [written] + sampleRows, status: .loaded, total: 211, hasMore: true)
        state.selectedPostID = written.id
        state.notice = "Posted · kept for this session"
        return state
    }

    static func states() -> [NamedState<BoardViewState>] {
        let long = (1...40).map { index in
            BoardViewState.Row(
                id: String(index), title: "Post \(index) — a long story about patience, small commits and the quiet joy of green tests 🎉",
                author: index % 2 == 0 ? "이서연" : "Chloé Martin")
        }
        return [
            NamedState(name: "loaded", state: BoardViewState(rows: sampleRows, status: .loaded, total: 210, hasMore: true)),
            NamedState(name: "loading", state: BoardViewState()),
            NamedState(name: "empty", state: BoardViewState(status: .loaded, total: 0)),
            NamedState(name: "error", state: BoardViewState(status: .failed(message: "The server had a problem (503). Try again later."))),
            NamedState(name: "korean", state: BoardViewState(rows: sampleRows.filter { $0.id != "3" && $0.id != "5" }, status: .loaded, total: 3)),
            NamedState(name: "loading-more", state: BoardViewState(rows: sampleRows, status: .loaded, total: 210, isLoadingMore: true, hasMore: true)),
            NamedState(name: "long", state: BoardViewState(rows: long, status: .loaded, total: 40)),
            NamedState(name: "posted", state: posted),
        ]
    }

}

extension BoardPreview {
    /// Reload shows the sample posts; load-more shows the loading line, then a canned second
    /// page, the last one.
    static func scriptedStates(after action: BoardViewAction, from state: BoardViewState) -> [BoardViewState] {
        switch action {
        case .reload:
            return [BoardViewState(rows: sampleRows, status: .loaded, total: 10, hasMore: true)]
        case .loadMore where state.hasMore:
            var loading = state
            loading.isLoadingMore = true
            var loaded = state
            loaded.rows += secondPage
            loaded.hasMore = false
            return [loading, loaded]
        default:
            return []
        }
    }
}

extension BoardPreview {
    static func leaves(after action: BoardViewAction) -> Bool {
        if case .back = action { return true }
        return false
    }
}

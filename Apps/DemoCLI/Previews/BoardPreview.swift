import FeatureUserInterface

/// The board in the catalog.
enum BoardPreview: ScreenPreview {
    static let name = "board"

    static let sampleRows: [BoardViewState.Row] = [
        .init(id: 1, title: "로그인 흐름 리팩터링: 배운 점", author: "김민준"),
        .init(id: 2, title: "写真5枚で見る朝のランニング 📷", author: "佐藤 花子"),
        .init(id: 3, title: "Notes on testing without sleeps", author: "Ada Brooks"),
        .init(id: 4, title: "유니코드 글자 폭에 대한 메모", author: "박지호"),
        .init(id: 5, title: "Release day 🚀", author: "Noah Patel"),
    ]

    static func states() -> [NamedState<BoardViewState>] {
        let long = (1...40).map { index in
            BoardViewState.Row(id: index, title: "Post \(index) — a long story about patience, small commits and the quiet joy of green tests 🎉",
                               author: index % 2 == 0 ? "이서연" : "Chloé Martin")
        }
        return [
            NamedState(name: "loaded", state: BoardViewState(rows: sampleRows, status: .loaded, total: 210, hasMore: true)),
            NamedState(name: "loading", state: BoardViewState()),
            NamedState(name: "empty", state: BoardViewState(status: .loaded, total: 0)),
            NamedState(name: "error", state: BoardViewState(status: .failed(message: "The server had a problem (503). Try again later."))),
            NamedState(name: "korean", state: BoardViewState(rows: sampleRows.filter { $0.id != 3 && $0.id != 5 }, status: .loaded, total: 3)),
            NamedState(name: "loading-more", state: BoardViewState(rows: sampleRows, status: .loaded, total: 210, isLoadingMore: true, hasMore: true)),
            NamedState(name: "long", state: BoardViewState(rows: long, status: .loaded, total: 40)),
        ]
    }

    static func makeScreen(state: BoardViewState, actionLog: ActionLog?) -> PreviewScreen {
        let viewController = BoardViewController(initialState: state)
        guard let actionLog else { return PreviewScreen(viewController: viewController, listener: nil) }
        let listener = BoardPreviewListener(viewController: viewController, actionLog: actionLog)
        viewController.listener = listener
        return PreviewScreen(viewController: viewController, listener: listener)
    }
}

/// Plays the app's part: reload shows the sample posts, load-more appends a page of them.
@MainActor
final class BoardPreviewListener: BoardPresentableListener {
    private weak var viewController: BoardViewController?
    private let actionLog: ActionLog

    init(viewController: BoardViewController, actionLog: ActionLog) {
        self.viewController = viewController
        self.actionLog = actionLog
    }

    func request(action: BoardViewAction) {
        actionLog.record(action)
        guard let viewController else { return }
        var state = viewController.viewModel.state
        switch action {
        case .reload:
            state = BoardViewState(rows: BoardPreview.sampleRows, status: .loaded, total: 20, hasMore: true)
        case .loadMore:
            let next = state.rows.count
            state.rows += BoardPreview.sampleRows.map { .init(id: $0.id + next, title: $0.title, author: $0.author) }
            state.hasMore = state.rows.count < 20
        default:
            return
        }
        viewController.update(state: state)
    }
}

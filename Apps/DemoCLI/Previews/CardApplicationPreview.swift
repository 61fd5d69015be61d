import FeatureUserInterface

/// The card application in the catalog.
enum CardApplicationPreview: ScreenPreview {
    static let name = "card-application"

    static func states() -> [NamedState<CardApplicationViewState>] {
        let form = CardApplicationViewState(accountType: "입출금 통장", text: "체크카드를 신청하면 이 계좌에서 바로 결제됩니다. 연회비는 없습니다.")
        var loading = form
        loading.phase = .loading
        var completed = form
        completed.phase = .completed
        return [
            NamedState(name: "korean", state: form),
            NamedState(name: "loading", state: loading),
            NamedState(name: "completed", state: completed),
            NamedState(name: "long", state: CardApplicationViewState(
                accountType: "Everyday checking account with overdraft protection and international fee waiver",
                text: String(repeating: "Purchases are paid straight from this account; there is no annual fee. ", count: 8))),
        ]
    }

    static func makeScreen(state: CardApplicationViewState, actionLog: ActionLog?) -> PreviewScreen {
        let viewController = CardApplicationViewController(initialState: state)
        guard let actionLog else { return PreviewScreen(viewController: viewController, listener: nil) }
        let listener = CardApplicationPreviewListener(viewController: viewController, actionLog: actionLog)
        viewController.listener = listener
        return PreviewScreen(viewController: viewController, listener: listener)
    }
}

/// Plays the app's part: applying shows the loading sheet, then (on the next apply) completion.
@MainActor
final class CardApplicationPreviewListener: CardApplicationPresentableListener {
    private weak var viewController: CardApplicationViewController?
    private let actionLog: ActionLog

    init(viewController: CardApplicationViewController, actionLog: ActionLog) {
        self.viewController = viewController
        self.actionLog = actionLog
    }

    func request(action: CardApplicationViewAction) {
        actionLog.record(action)
        guard let viewController else { return }
        var state = viewController.viewModel.state
        switch action {
        case .applyCheckCard:
            state.phase = .loading
            viewController.update(state: state)
            // The real interactor waits for the bank; the preview answers on the next turn.
            Task { @MainActor [weak viewController] in
                guard let viewController else { return }
                var done = viewController.viewModel.state
                done.phase = .completed
                viewController.update(state: done)
            }
        case .finish, .moveToMain:
            state.phase = .form
            viewController.update(state: state)
        case .viewDidLoad:
            return
        }
    }
}

import FeatureUserInterface

/// The promotion screen in the catalog.
enum PromotionPreview: ScreenPreview {
    static let name = "promotion"

    static func states() -> [NamedState<PromotionViewState>] {
        [
            NamedState(name: "pending", state: PromotionViewState(code: "SPRING2026")),
            NamedState(name: "korean", state: PromotionViewState(code: "봄맞이할인", status: .applied(benefit: "모든 책 10% 할인"))),
            NamedState(name: "applying", state: PromotionViewState(code: "SPRING2026", status: .applying)),
            NamedState(name: "invalid", state: PromotionViewState(code: "EXPIRED-2019", status: .invalid(reason: "it expired on 2019-12-31"))),
            NamedState(name: "long", state: PromotionViewState(
                code: "THIS-IS-A-VERY-LONG-PROMOTION-CODE-FROM-A-LINK-THAT-SOMEONE-SHARED-\u{1B}[31mWITH-ESCAPES",
                status: .applied(benefit: "Free shipping on every order for a whole year, books, games and gift cards alike"))),
        ]
    }

    static func makeScreen(state: PromotionViewState, actionLog: ActionLog?) -> PreviewScreen {
        let viewController = PromotionViewController(initialState: state)
        guard let actionLog else { return PreviewScreen(viewController: viewController, listener: nil) }
        let listener = PromotionPreviewListener(viewController: viewController, actionLog: actionLog)
        viewController.listener = listener
        return PreviewScreen(viewController: viewController, listener: listener)
    }
}

/// Plays the app's part: applying succeeds with a discount.
@MainActor
final class PromotionPreviewListener: PromotionPresentableListener {
    private weak var viewController: PromotionViewController?
    private let actionLog: ActionLog

    init(viewController: PromotionViewController, actionLog: ActionLog) {
        self.viewController = viewController
        self.actionLog = actionLog
    }

    func request(action: PromotionViewAction) {
        actionLog.record(action)
        guard action == .apply, let viewController else { return }
        var state = viewController.viewModel.state
        state.status = .applied(benefit: "10% off")
        viewController.update(state: state)
    }
}

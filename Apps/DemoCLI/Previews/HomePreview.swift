import FeatureUserInterface
import Resources

/// The Home screen in the catalog.
enum HomePreview: ScreenPreview {
    static let name = "home"

    static func states() -> [NamedState<HomeViewState>] {
        [
            NamedState(name: "welcome", state: HomeViewState(title: R.string.home.welcomeTitle(), desc: R.string.home.welcomeDesc())),
            NamedState(name: "drawn", state: HomeViewState(title: R.string.home.tap1Title(), desc: R.string.home.drawnDesc(4))),
            NamedState(name: "korean", state: HomeViewState(
                title: R.string.home.tap2Title(language: .korean), desc: R.string.home.drawnDesc(3, language: .korean))),
            NamedState(name: "long", state: HomeViewState(
                title: "A title long enough to need shortening on a narrow terminal, 아주 긴 제목 🎲🎲🎲",
                desc: String(repeating: "Long descriptions wrap by display width, 한국어 문장도 폭에 맞게 줄바꿈되고, 日本語も折り返します。 ", count: 4))),
        ]
    }

    static func makeScreen(state: HomeViewState, actionLog: ActionLog?) -> PreviewScreen {
        let viewController = HomeViewController(initialState: state)
        guard let actionLog else { return PreviewScreen(viewController: viewController, listener: nil) }
        let listener = HomePreviewListener(viewController: viewController, actionLog: actionLog)
        viewController.listener = listener
        return PreviewScreen(viewController: viewController, listener: listener)
    }
}

/// Plays the app's part for a previewed Home screen: logs each action and answers the taps with
/// a new state holding a fresh number, as the real interactor would. `viewDidLoad` is only
/// logged, so the chosen state stays on screen.
@MainActor
final class HomePreviewListener: HomePresentableListener {
    private weak var viewController: HomeViewController?
    private let actionLog: ActionLog

    init(viewController: HomeViewController, actionLog: ActionLog) {
        self.viewController = viewController
        self.actionLog = actionLog
    }

    func request(action: HomeViewAction) {
        actionLog.record(action)
        let title: String
        switch action {
        case .viewDidLoad: return
        case .tap1: title = R.string.home.tap1Title()
        case .tap2: title = R.string.home.tap2Title()
        }
        viewController?.update(state: HomeViewState(title: title, desc: R.string.home.drawnDesc(Int.random(in: 0...5))))
    }
}

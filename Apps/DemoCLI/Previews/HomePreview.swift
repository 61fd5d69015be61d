import FeatureUserInterface
import Resources

/// The Home screen in the catalog.
enum HomePreview: ScreenPreview {
    typealias View = HomeView
    static let name = "home"

    static func states() -> [NamedState<HomeViewState>] {
        [
            NamedState(name: "welcome", state: HomeViewState(title: R.string.home.welcomeTitle(), message: R.string.home.welcomeDesc())),
            NamedState(name: "drawn", state: HomeViewState(title: R.string.home.tap1Title(), message: R.string.home.drawnDesc(4))),
            NamedState(
                name: "korean",
                state: HomeViewState(
                    title: R.string.home.tap2Title(language: .korean), message: R.string.home.drawnDesc(3, language: .korean))),
            NamedState(
                name: "long",
                state: HomeViewState(
                    title: "A title long enough to need shortening on a narrow terminal, 아주 긴 제목 🎲🎲🎲",
                    message: String(repeating: "Long descriptions wrap by display width, 한국어 문장도 폭에 맞게 줄바꿈되고, 日本語も折り返します。 ", count: 4))),
        ]
    }

}

extension HomePreview {
    /// The taps show a drawn number; which one is scripted, since drawing is the app's rule.
    static func scriptedStates(after action: HomeViewAction, from state: HomeViewState) -> [HomeViewState] {
        switch action {
        case .viewDidLoad, .back: []
        case .tap1: [HomeViewState(title: R.string.home.tap1Title(), message: R.string.home.drawnDesc(4))]
        case .tap2: [HomeViewState(title: R.string.home.tap2Title(), message: R.string.home.drawnDesc(2))]
        }
    }
}

extension HomePreview {
    static func leaves(after action: HomeViewAction) -> Bool {
        if case .back = action { return true }
        return false
    }
}

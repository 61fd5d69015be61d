import FeatureUserInterface

/// The main menu in the catalog.
enum MainMenuPreview: ScreenPreview {
    typealias View = MainMenuView
    static let name = "main-menu"

    static func states() -> [NamedState<MainMenuViewState>] {
        [
            NamedState(name: "default", state: MainMenuViewState(player1Name: "Ada", player2Name: "Noah")),
            NamedState(name: "korean", state: MainMenuViewState(player1Name: "김민준", player2Name: "이서연", cartCount: 2)),
            NamedState(
                name: "long",
                state: MainMenuViewState(
                    player1Name: "Maximilian Alexander von Hohenberg", player2Name: "佐藤 花子 🌸", cartCount: 128)),
        ]
    }

}

extension MainMenuPreview {
    /// No action leaves this screen: Escape, which it does not use, goes back.
    static func leaves(after action: MainMenuViewAction) -> Bool { false }
}

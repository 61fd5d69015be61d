import FeatureUserInterface

/// The game lobby in the catalog.
enum OffGamePreview: ScreenPreview {
    typealias View = OffGameView
    static let name = "off-game"

    static func states() -> [NamedState<OffGameViewState>] {
        [
            NamedState(name: "new", state: OffGameViewState(player1Name: "Ada", player2Name: "Noah")),
            NamedState(name: "korean", state: OffGameViewState(player1Name: "김민준", player1Score: 3, player2Name: "이서연", player2Score: 1)),
            NamedState(
                name: "long",
                state: OffGameViewState(
                    player1Name: "Maximilian Alexander von Hohenberg", player1Score: 1_204, player2Name: "佐藤 花子 🌸", player2Score: 987)),
        ]
    }

}

extension OffGamePreview {
    static func leaves(after action: OffGameViewAction) -> Bool {
        if case .back = action { return true }
        return false
    }
}

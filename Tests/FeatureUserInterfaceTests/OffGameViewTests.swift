import DesignSystem
import FeatureUserInterface
import Testing

@MainActor
@Suite("Game lobby")
struct OffGameViewTests {
    @Test("a long first name at 40 columns neither hides the second player nor either score")
    func longNames() {
        let screen = OffGameViewController(
            initialState: OffGameViewState(
                player1Name: "Maximilian Alexander von Hohenberg-Wittelsbach", player1Score: 1204, player2Name: "佐藤 花子", player2Score: 987))
        let text = HeadlessScreen(root: screen, size: Size(width: 40, height: 12)).lines.joined(separator: "\n")
        #expect(text.contains("(1204)"))
        #expect(text.contains("佐藤 花子 (987)"))
        let wide = HeadlessScreen(root: screen, size: Size(width: 120, height: 12)).lines.joined(separator: "\n")
        #expect(wide.contains("Maximilian Alexander von Hohenberg-Wittelsbach (1204)    佐藤 花子 (987)"))
    }
}

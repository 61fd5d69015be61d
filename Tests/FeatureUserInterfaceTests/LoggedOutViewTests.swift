import DesignSystem
import FeatureUserInterface
import Testing

@MainActor
@Suite("Sign-in screen")
struct LoggedOutViewTests {
    @Test("the two name fields line up, focused or not, and a waiting link is said above them")
    func fieldsLineUp() {
        let screen = LoggedOutViewController(initialState: LoggedOutViewState(waitingLink: "Tic Tac Toe · ABC123"))
        let headless = HeadlessScreen(root: screen, size: Size(width: 80, height: 24))
        let lines = headless.lines
        let first = lines.first { $0.contains("Player 1") && $0.contains("Name") }
        let second = lines.first { $0.contains("Player 2") && $0.contains("Name") }
        #expect(first != nil && second != nil)
        #expect(first?.range(of: "Name")?.lowerBound.utf16Offset(in: first ?? "") == second?.range(of: "Name")?.lowerBound.utf16Offset(in: second ?? ""))
        #expect(lines.contains { $0.contains("A link is waiting: Tic Tac Toe · ABC123 opens once you sign in.") })
    }
}

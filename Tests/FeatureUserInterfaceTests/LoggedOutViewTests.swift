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

    @Test("a refusal goes as soon as either name is edited, and comes back with the names it was about, as in the post composer")
    func refusalGoesWithAnEdit() {
        let refused = LoggedOutViewState(player1Name: "adaa", player2Name: "", validationMessage: "No member is called adaa.")
        let host = HeadlessScreen(root: LoggedOutViewController(initialState: refused), size: DesignSystem.Size(width: 80, height: 24))
        #expect(host.lines.joined().contains("No member is called adaa."))
        host.send(.backspace)
        #expect(!host.lines.joined().contains("No member is called adaa."), "a corrected name is being typed")
        host.type("a")
        #expect(host.lines.joined().contains("No member is called adaa."), "back to the name refused, the refusal applies again")
        host.send(.tab)
        host.type("Bo")
        #expect(!host.lines.joined().contains("No member is called adaa."), "player 2's name counts too")
    }
}

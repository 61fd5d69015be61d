import DesignSystem
import Testing

@testable import FeatureUserInterface

/// The board's cursor has one owner, the view: a state's `selectedPostID` asks for a row once,
/// when it arrives, and drawing changes nothing.
@MainActor
@Suite("Board selection")
struct BoardSelectionTests {
    static let rows = (1...5).map { BoardViewState.Row(id: String($0), title: "t\($0)", author: "a") }
    static let size = DesignSystem.Size(width: 60, height: 20)

    @Test("a screen drawn twice is drawn the same and its view and state are as they were")
    func drawingChangesNothing() {
        var state = BoardViewState(rows: Self.rows, status: .loaded, total: 5)
        state.selectedPostID = "4"
        let screen = BoardViewController(initialState: BoardViewState(status: .loading))
        screen.update(state: state)
        let host = HeadlessScreen(root: screen, size: Self.size)
        for keys: [Key] in [[], [.up, .up]] {
            // Nothing drawn yet, then the cursor moved off the row the state still names.
            for key in keys { host.send(key) }
            let before = (cursor: screen.screenView.list.selectedIndex, state: screen.viewModel.state)
            let first = host.lines
            let second = host.lines
            #expect(first == second)
            #expect(screen.screenView.list.selectedIndex == before.cursor, "after \(keys)")
            #expect(screen.viewModel.state == before.state)
        }
        #expect(screen.screenView.list.selectedIndex == 1, "the asked row (index 3), then two up")
    }

    @Test("the row a state asks for is selected when the state arrives, before any frame, and once")
    func requestFollowedOnArrival() {
        var state = BoardViewState(rows: Self.rows, status: .loaded, total: 5)
        state.selectedPostID = "3"
        let screen = BoardViewController(initialState: BoardViewState(status: .loading))
        screen.update(state: state)
        #expect(screen.screenView.list.selectedIndex == 2, "followed without drawing")
        _ = screen.handle(.down)
        // The same request again (another page loaded) does not pull the cursor back.
        state.rows += [BoardViewState.Row(id: "6", title: "t6", author: "a")]
        screen.update(state: state)
        #expect(screen.screenView.list.selectedIndex == 3)
    }
}

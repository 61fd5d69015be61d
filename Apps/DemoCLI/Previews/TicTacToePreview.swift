import FeatureUserInterface

/// The tic-tac-toe board in the catalog.
enum TicTacToePreview: ScreenPreview {
    typealias View = TicTacToeView
    static let name = "tic-tac-toe"

    static func states() -> [NamedState<TicTacToeViewState>] {
        let x = TicTacToeViewState.Mark.x
        let o = TicTacToeViewState.Mark.o
        return [
            NamedState(name: "new", state: TicTacToeViewState(player1Name: "Ada", player2Name: "Noah")),
            NamedState(
                name: "korean",
                state: TicTacToeViewState(
                    cells: [x, nil, o, nil, x, nil, nil, nil, nil], turn: .o,
                    player1Name: "김민준", player2Name: "이서연")),
            NamedState(
                name: "won",
                state: TicTacToeViewState(
                    cells: [x, o, nil, o, x, nil, nil, nil, x], turn: .o,
                    player1Name: "김민준", player2Name: "이서연", result: .won(.x))),
            NamedState(
                name: "tie",
                state: TicTacToeViewState(
                    cells: [x, o, x, x, o, o, o, x, x], turn: .o,
                    player1Name: "Ada", player2Name: "Noah", result: .tie)),
            NamedState(
                name: "leaving",
                state: TicTacToeViewState(
                    cells: [x, nil, o, nil, x, nil, nil, nil, nil], turn: .o,
                    player1Name: "Ada", player2Name: "Noah", isConfirmingAbandon: true)),
            NamedState(
                name: "long",
                state: TicTacToeViewState(
                    player1Name: "Maximilian Alexander von Hohenberg-Wittelsbach",
                    player2Name: "佐藤 花子 🌸")),
        ]
    }

}

extension TicTacToePreview {
    /// A move places the mark and passes the turn; the result alert is not scripted (deciding a
    /// game is the app's rule): the "won" and "tie" states show it, and OK starts a new board.
    static func scriptedStates(after action: TicTacToeViewAction, from state: TicTacToeViewState) -> [TicTacToeViewState] {
        var state = state
        switch action {
        case .place(let cell) where state.cells.indices.contains(cell) && state.result == nil:
            state.cells[cell] = state.turn
            state.turn = state.turn == .x ? .o : .x
        case .closeGame:
            state = TicTacToeViewState(player1Name: state.player1Name, player2Name: state.player2Name)
        // Whether a board has anything to lose is the app's rule; the preview always asks.
        case .requestAbandon:
            state.isConfirmingAbandon = true
        case .cancelAbandon:
            state.isConfirmingAbandon = nil
        default:
            return []
        }
        return [state]
    }
}

extension TicTacToePreview {
    static func leaves(after action: TicTacToeViewAction) -> Bool {
        if case .closeGame = action { return true }
        return false
    }
}

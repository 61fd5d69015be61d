import FeatureUserInterface

/// The tic-tac-toe board in the catalog.
enum TicTacToePreview: ScreenPreview {
    static let name = "tic-tac-toe"

    static func states() -> [NamedState<TicTacToeViewState>] {
        let x = TicTacToeViewState.Mark.x
        let o = TicTacToeViewState.Mark.o
        return [
            NamedState(name: "new", state: TicTacToeViewState(player1Name: "Ada", player2Name: "Noah")),
            NamedState(name: "korean", state: TicTacToeViewState(cells: [x, nil, o, nil, x, nil, nil, nil, nil], turn: .o,
                                                                 player1Name: "김민준", player2Name: "이서연")),
            NamedState(name: "won", state: TicTacToeViewState(cells: [x, o, nil, o, x, nil, nil, nil, x], turn: .o,
                                                              player1Name: "김민준", player2Name: "이서연", result: .won(.x))),
            NamedState(name: "tie", state: TicTacToeViewState(cells: [x, o, x, x, o, o, o, x, x], turn: .o,
                                                              player1Name: "Ada", player2Name: "Noah", result: .tie)),
            NamedState(name: "long", state: TicTacToeViewState(player1Name: "Maximilian Alexander von Hohenberg-Wittelsbach",
                                                               player2Name: "佐藤 花子 🌸")),
        ]
    }

    static func makeScreen(state: TicTacToeViewState, actionLog: ActionLog?) -> PreviewScreen {
        let viewController = TicTacToeViewController(initialState: state)
        guard let actionLog else { return PreviewScreen(viewController: viewController, listener: nil) }
        let listener = TicTacToePreviewListener(viewController: viewController, actionLog: actionLog)
        viewController.listener = listener
        return PreviewScreen(viewController: viewController, listener: listener)
    }
}

/// Plays the app's part: places marks in turn and ends the game on a line or a full board.
@MainActor
final class TicTacToePreviewListener: TicTacToePresentableListener {
    private weak var viewController: TicTacToeViewController?
    private let actionLog: ActionLog

    init(viewController: TicTacToeViewController, actionLog: ActionLog) {
        self.viewController = viewController
        self.actionLog = actionLog
    }

    func request(action: TicTacToeViewAction) {
        actionLog.record(action)
        guard let viewController else { return }
        var state = viewController.viewModel.state
        switch action {
        case .place(let cell) where state.cells[cell] == nil && state.result == nil:
            state.cells[cell] = state.turn
            let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
            if lines.contains(where: { $0.allSatisfy { state.cells[$0] == state.turn } }) {
                state.result = .won(state.turn)
            } else if !state.cells.contains(nil) {
                state.result = .tie
            } else {
                state.turn = state.turn == .x ? .o : .x
            }
        case .closeGame:
            state = TicTacToeViewState(player1Name: state.player1Name, player2Name: state.player2Name)
        default:
            return
        }
        viewController.update(state: state)
    }
}

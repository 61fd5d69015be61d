import DesignSystem
import Resources

/// The OffGame screen's controller.
public typealias OffGameViewController = ScreenViewController<OffGameView>

/// The OffGame screen's model: the state on screen and the way out for its actions.
public typealias OffGameViewModel = ScreenModel<OffGameViewState, OffGameViewAction>

/// Draws the lobby: "Name (score)" for both players and the list of games to start.
@MainActor
public final class OffGameView: StateScreenView {
    private let viewModel: OffGameViewModel
    let list = ListState(selectedIndex: 0)

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: OffGameViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { R.string.game.title() }

    public var keyHints: [KeyHint] {
        [
            KeyHint(key: "↑↓", label: R.string.hint.move()), KeyHint(key: "Enter", label: R.string.hint.start()),
            KeyHint(key: "Esc", label: R.string.hint.back()),
        ]
    }

    public func body() -> any Widget {
        let state = viewModel.state
        return Box(
            title: title,
            VStack(spacing: 1) {
                Divider(R.string.game.scores())
                ScoresLine(
                    first: .init(name: state.player1Name, score: state.player1Score), second: .init(name: state.player2Name, score: state.player2Score),
                    format: { R.string.game.scoreEntry($0, $1) }, style: Style(foreground: .accent, bold: true))
                Divider(R.string.game.games())
                List(count: state.games.count, state: list) { Self.title(of: state.games[$0]) }
            })
    }

    public func handle(_ key: Key) -> Bool {
        let games = viewModel.state.games
        switch key {
        case .up: list.moveSelection(by: -1, count: games.count)
        case .down: list.moveSelection(by: 1, count: games.count)
        case .enter, .character(" "):
            if let index = list.selectedIndex, games.indices.contains(index) { viewModel.request(action: .start(games[index])) }
        case .escape: viewModel.request(action: .back)
        default: return false
        }
        return true
    }

    static func title(of game: OffGameViewState.Game) -> String {
        switch game {
        case .ticTacToe: R.string.game.ticTacToe()
        }
    }
}

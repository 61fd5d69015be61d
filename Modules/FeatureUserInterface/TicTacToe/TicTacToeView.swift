import DesignSystem
import Resources

/// The TicTacToe screen's controller.
public typealias TicTacToeViewController = ScreenViewController<TicTacToeView>

/// The TicTacToe screen's model: the state on screen and the way out for its actions.
public typealias TicTacToeViewModel = ScreenModel<TicTacToeViewState, TicTacToeViewAction>

/// Draws the 3x3 board with a cursor the arrows move; Enter or Space places a mark, and the
/// result comes as an alert ("X Won!" / "It's a Tie") that OK closes.
@MainActor
public final class TicTacToeView: StateScreenView {
    private let viewModel: TicTacToeViewModel
    private(set) var cursor = 4
    /// The focused choice of the abandon alert: Keep playing (0) first, so Enter loses nothing.
    private(set) var alertFocus = 0

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: TicTacToeViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { R.string.game.ticTacToe() }

    public var keyHints: [KeyHint] {
        if viewModel.state.result != nil { return [KeyHint(key: "Enter", label: R.string.tictactoe.ok())] }
        if viewModel.state.isConfirmingAbandon == true {
            let focused = alertFocus == 0 ? R.string.tictactoe.keepPlaying() : R.string.tictactoe.leave()
            return [
                KeyHint(key: "←→", label: R.string.hint.move()), KeyHint(key: "Enter", label: focused),
                KeyHint(key: "Esc", label: R.string.tictactoe.keepPlaying()),
            ]
        }
        return [
            KeyHint(key: "←↑↓→/hjkl", label: R.string.hint.move()), KeyHint(key: "Enter/1-9", label: R.string.hint.place()),
            KeyHint(key: "Esc", label: R.string.hint.back()),
        ]
    }

    public func body() -> any Widget {
        let state = viewModel.state
        // Once the game is over, how it ended, and what that did to the scores: a point for the
        // winner, none for a tie.
        let ending: (title: String, message: String)? = state.result.map { result in
            switch result {
            case .won(let mark): (R.string.tictactoe.won(state.name(of: mark)), R.string.tictactoe.wonMessage(state.name(of: mark)))
            case .tie: (R.string.tictactoe.tie(), R.string.tictactoe.tieMessage())
            }
        }
        // Once the game is over the line above the board says how it ended, not whose turn it was.
        let statusLine = ending?.title ?? R.string.tictactoe.turn(state.name(of: state.turn), state.turn.rawValue)
        let board = Box(
            title: title,
            VStack(spacing: 1, alignment: .center) {
                Text(statusLine, style: Style(foreground: .accent, bold: true))
                BoardGrid(state: state, cursor: state.result == nil ? cursor : nil)
                if let inviteCode = state.inviteCode {
                    Text(R.string.tictactoe.invite(inviteCode))
                }
            })
        if state.isConfirmingAbandon == true, ending == nil {
            return ZStack {
                board
                Alert(
                    title: R.string.tictactoe.abandonTitle(), message: R.string.tictactoe.abandonMessage(),
                    actions: [
                        AlertAction(title: R.string.tictactoe.keepPlaying(), role: .cancel),
                        AlertAction(title: R.string.tictactoe.leave(), role: .destructive),
                    ], focusedIndex: alertFocus,
                    actionKeys: [Alert.keys(toChoose: 0, focused: alertFocus), Alert.keys(toChoose: 1, focused: alertFocus)])
            }
        }
        guard let ending else { return board }
        return ZStack {
            board
            Alert(title: ending.title, message: ending.message, actions: [AlertAction(title: R.string.tictactoe.ok())], actionKeys: [[.enter]])
        }
    }

    public func handle(_ key: Key) -> Bool {
        if viewModel.state.result != nil {
            if key == .enter || key == .character(" ") || key == .escape { viewModel.request(action: .closeGame) }
            return true
        }
        if viewModel.state.isConfirmingAbandon == true {
            switch key {
            case .left, .right, .tab, .backTab: alertFocus = 1 - alertFocus
            case .escape: viewModel.request(action: .cancelAbandon)
            case .enter, .character(" "):
                viewModel.request(action: alertFocus == 1 ? .closeGame : .cancelAbandon)
                alertFocus = 0
            default: break
            }
            // The alert is modal: every key stops here.
            return key != .character("q")
        }
        switch Self.arrow(forVimKey: key) ?? key {
        case .left: cursor = cursor % 3 == 0 ? cursor + 2 : cursor - 1
        case .right: cursor = cursor % 3 == 2 ? cursor - 2 : cursor + 1
        case .up: cursor = (cursor + 6) % 9
        case .down: cursor = (cursor + 3) % 9
        case .enter, .character(" "):
            if viewModel.state.mark(at: cursor) == nil { viewModel.request(action: .place(cell: cursor)) }
        case .escape:
            viewModel.request(action: .requestAbandon)
        case .character(let character):
            // ASCII digits only: `wholeNumberValue` also reads ３, ١ and 三 as numbers, which no hint offers.
            guard character.isASCII, let number = character.wholeNumberValue, (1...9).contains(number) else { return false }
            cursor = number - 1
            if viewModel.state.mark(at: cursor) == nil { viewModel.request(action: .place(cell: cursor)) }
        default: return false
        }
        return true
    }
}

extension TicTacToeView {
    /// h, j, k and l move the cursor as the arrows do, for people used to vi.
    static func arrow(forVimKey key: Key) -> Key? {
        switch key {
        case .character("h"): .left
        case .character("j"): .down
        case .character("k"): .up
        case .character("l"): .right
        default: nil
        }
    }
}

/// The 3x3 grid in box drawing; the cursor's cell is bracketed: `[X]`.
private struct BoardGrid: Widget {
    let state: TicTacToeViewState
    let cursor: Int?

    func size(fitting proposal: Size) -> Size { Size(width: min(proposal.width, 11), height: 5) }

    func render(in area: Rect, buffer: inout CellBuffer) {
        for row in 0..<3 {
            let y = area.y + row * 2
            guard y < area.maxY else { return }
            var line = ""
            for column in 0..<3 {
                let index = row * 3 + column
                let mark = state.mark(at: index)?.rawValue ?? " "
                line += index == cursor ? "[\(mark)]" : " \(mark) "
                if column < 2 { line += "│" }
            }
            buffer.write(line, x: area.x, y: y, maxWidth: area.width, style: Style(foreground: .text, bold: true))
            // A click on a cell places there, as its number key does (while the game goes on).
            if let cursor, cursor / 3 == row {
                // The mark inside the brackets is where accessible mode's cursor reads.
                buffer.markFocus(x: area.x + (cursor % 3) * 4 + 1, y: y, kind: .input)
            }
            if cursor != nil {
                for column in 0..<3 {
                    let number = Character(String(row * 3 + column + 1))
                    buffer.addHitRegion(Rect(x: area.x + column * 4, y: y, width: 3, height: 1), .press([.character(number)]))
                }
            }
            if row < 2, y + 1 < area.maxY {
                buffer.write("───┼───┼───", x: area.x, y: y + 1, maxWidth: area.width, style: Style(foreground: .border))
            }
        }
    }
}

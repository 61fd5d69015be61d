import DesignSystem
import Resources

/// The MainMenu screen's controller.
public typealias MainMenuViewController = ScreenViewController<MainMenuView>

/// The MainMenu screen's model: the state on screen and the way out for its actions.
public typealias MainMenuViewModel = ScreenModel<MainMenuViewState, MainMenuViewAction>

/// Draws the main menu: arrows move, Enter opens, the number keys open an entry directly.
@MainActor
public final class MainMenuView: StateScreenView {
    private let viewModel: MainMenuViewModel
    let list = ListState(selectedIndex: 0)

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: MainMenuViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { R.string.menu.title() }

    public var keyHints: [KeyHint] {
        [
            KeyHint(key: "↑↓", label: R.string.hint.move()), KeyHint(key: "Enter", label: R.string.hint.open()),
            KeyHint(key: "1-\(viewModel.state.destinations.count)", label: R.string.hint.open()),
        ]
    }

    public func body() -> any Widget {
        let state = viewModel.state
        let destinations = state.destinations
        return Box(
            title: title,
            VStack(spacing: 1) {
                Text(R.string.menu.greeting(state.player1Name, state.player2Name), style: Style(foreground: .accent, bold: true))
                List(
                    count: destinations.count, state: list,
                    row: { index in
                        "\(index + 1). \(Self.title(of: destinations[index]))"
                    },
                    detail: { index in
                        destinations[index] == .books && state.cartCount > 0 ? R.string.books.cartBadge(state.cartCount) : ""
                    })
                if let backend = state.backend {
                    Text(backend, style: Style(foreground: .secondary), wraps: false)
                }
            })
    }

    public func handle(_ key: Key) -> Bool {
        let destinations = viewModel.state.destinations
        switch key {
        case .up: list.moveSelection(by: -1, count: destinations.count)
        case .down: list.moveSelection(by: 1, count: destinations.count)
        case .enter:
            if let index = list.selectedIndex, destinations.indices.contains(index) {
                viewModel.request(action: .select(destinations[index]))
            }
        case .character(let character):
            // ASCII digits only: `wholeNumberValue` also reads ３, ١ and 三 as numbers, which no hint offers.
            guard character.isASCII, let number = character.wholeNumberValue, destinations.indices.contains(number - 1) else { return false }
            list.selectedIndex = number - 1
            viewModel.request(action: .select(destinations[number - 1]))
        default: return false
        }
        return true
    }

    static func title(of destination: MainMenuViewState.Destination) -> String {
        switch destination {
        case .board: R.string.menu.board()
        case .game: R.string.menu.game()
        case .books: R.string.menu.books()
        case .card: R.string.menu.card()
        case .profile: R.string.menu.profile()
        case .luckyNumber: R.string.menu.luckyNumber()
        case .promotion: R.string.menu.promotion()
        }
    }
}

import DesignSystem
import Resources

/// The Board screen's controller.
public typealias BoardViewController = ScreenViewController<BoardView>

/// The Board screen's model: the state on screen and the way out for its actions.
public typealias BoardViewModel = ScreenModel<BoardViewState, BoardViewAction>

/// Draws the board: a spinner while loading, the error with retry, an empty message, or the
/// posts with their authors. Reaching the last row asks for the next page.
///
/// The cursor is the view's alone (``list``): the arrows move it and Enter opens the post under
/// it. A state's `selectedPostID` is a request, followed once when it changes (a post just
/// written is selected), as the state arrives, never while the board is drawn.
@MainActor
public final class BoardView: StateScreenView {
    private let viewModel: BoardViewModel
    let list = ListState(selectedIndex: 0)
    private var followedSelection: String?

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: BoardViewModel) {
        self.viewModel = viewModel
        stateDidChange(to: viewModel.state)
    }

    public var title: String { R.string.board.title() }

    public var keyHints: [KeyHint] {
        switch viewModel.state.status {
        case .loading: [KeyHint(key: "Esc", label: R.string.hint.back())]
        case .failed: [KeyHint(key: "r", label: R.string.hint.retry()), KeyHint(key: "Esc", label: R.string.hint.back())]
        case .loaded:
            [
                KeyHint(key: "↑↓", label: R.string.hint.move()), KeyHint(key: "Enter", label: R.string.hint.open()),
                KeyHint(key: "y", label: R.string.hint.copyLink()), KeyHint(key: "n", label: R.string.hint.write()),
                KeyHint(key: "r", label: R.string.hint.reload()),
                KeyHint(key: "Esc", label: R.string.hint.back()),
            ]
        }
    }

    public func body() -> any Widget {
        let state = viewModel.state
        let content: any Widget =
            switch state.status {
            case .loading:
                Padding(top: 1, Spinner(label: R.string.board.loading()))
            case .failed(let message):
                Padding(
                    top: 1,
                    VStack(spacing: 1) {
                        Text(R.string.board.errorTitle(), style: Style(foreground: .destructive, bold: true))
                        Text(message)
                        KeyHintBar([KeyHint(key: "r", label: R.string.hint.retry())])
                    })
            case .loaded where state.rows.isEmpty:
                Padding(top: 1, Text(R.string.board.empty(), style: Style(foreground: .secondary)))
            case .loaded:
                Docked(BoardPostsTable(rows: state.rows, list: list), bottom: footer(state))
            }
        return Box(title: title, content)
    }

    private func footer(_ state: BoardViewState) -> any Widget {
        if state.isLoadingMore { return Spinner(label: R.string.board.loadingMore()) }
        if let message = state.footerMessage { return Text(message, style: Style(foreground: .destructive), wraps: false) }
        // Without a total the server would vouch for, more pages may follow: no "of" is made up.
        let count =
            if let total = state.total { R.string.board.count(state.rows.count, total) } else if state.hasMore {
                R.string.board.countSoFar(state.rows.count)
            } else { R.string.board.count(state.rows.count, state.rows.count) }
        // A notice may be long (what became of a copied link): it wraps rather than lose its end.
        if let notice = state.notice { return Text(count + " · " + notice, style: Style(foreground: .accent)) }
        let end = state.hasMore ? "" : " · " + R.string.board.end()
        return Text(count + end, style: Style(foreground: .secondary), wraps: false)
    }

    /// Moves the cursor to the row the state names when that name changes, so a post just
    /// written is selected once and the arrows move freely afterwards.
    public func stateDidChange(to state: BoardViewState) {
        guard state.selectedPostID != followedSelection else { return }
        followedSelection = state.selectedPostID
        guard let id = state.selectedPostID, let index = state.rows.firstIndex(where: { $0.id == id }) else { return }
        list.selectedIndex = index
    }

    public func handle(_ key: Key) -> Bool {
        let state = viewModel.state
        switch key {
        case .escape:
            viewModel.request(action: .back)
        case .character("r"):
            viewModel.request(action: .reload)
        case .character("n"):
            guard case .loaded = state.status else { return true }
            viewModel.request(action: .write)
        case .up, .down, .pageUp, .pageDown, .home, .end:
            guard case .loaded = state.status, !state.rows.isEmpty else { return true }
            let delta =
                switch key {
                case .up: -1
                case .down: 1
                case .pageUp: -list.pageHeight
                case .pageDown: list.pageHeight
                case .home: -state.rows.count
                default: state.rows.count
                }
            list.moveSelection(by: delta, count: state.rows.count)
            if list.selectedIndex == state.rows.count - 1, state.hasMore, !state.isLoadingMore {
                viewModel.request(action: .loadMore)
            }
        case .enter:
            guard case .loaded = state.status, let index = list.selectedIndex, state.rows.indices.contains(index) else { return true }
            viewModel.request(action: .select(postID: state.rows[index].id))
        case .character("y"):
            guard case .loaded = state.status, let index = list.selectedIndex, state.rows.indices.contains(index) else { return true }
            viewModel.request(action: .copyLink(postID: state.rows[index].id))
        default:
            return false
        }
        return true
    }
}

import DesignSystem
import Resources

/// The BookList screen's controller.
public typealias BookListViewController = ScreenViewController<BookListView>

/// The BookList screen's model: the state on screen and the way out for its actions.
public typealias BookListViewModel = ScreenModel<BookListViewState, BookListViewAction>

/// Draws the shelf as a table of title, author and price, with the cart badge in the title.
@MainActor
public final class BookListView: StateScreenView {
    private let viewModel: BookListViewModel
    let list = ListState(selectedIndex: 0)

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: BookListViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { R.string.books.title() }

    public var keyHints: [KeyHint] {
        var hints = [
            KeyHint(key: "↑↓", label: R.string.hint.move()), KeyHint(key: "Enter", label: R.string.hint.open()),
            KeyHint(key: "c", label: R.string.books.cartTitle()), KeyHint(key: "Esc", label: R.string.hint.back()),
        ]
        if !viewModel.state.books.isEmpty { hints.insert(KeyHint(key: "y", label: R.string.hint.copyLink()), at: 2) }
        return hints
    }

    public func body() -> any Widget {
        let state = viewModel.state
        let boxTitle = "\(title) · \(R.string.books.cartBadge(state.cartCount))"
        if state.isLoading { return Box(title: boxTitle, Padding(top: 1, Spinner(label: R.string.books.loading()))) }
        if state.books.isEmpty {
            return Box(title: boxTitle, Padding(top: 1, Text(state.message ?? R.string.books.empty(), style: Style(foreground: .secondary))))
        }
        let table = Table(
            columns: [
                .init(R.string.books.columnTitle(), width: .flexible(minimum: 10, weight: 3)),
                .init(R.string.books.columnAuthor(), width: .flexible(minimum: 6, weight: 2)),
                .init(R.string.books.columnPrice(), width: .fixed(9), alignment: .trailing),
            ],
            count: state.books.count, state: list,
            row: { index in [state.books[index].title, state.books[index].author, state.books[index].price] })
        guard let notice = state.notice else { return Box(title: boxTitle, table) }
        return Box(title: boxTitle, Docked(table, bottom: Text(notice, style: Style(foreground: .accent))))
    }

    public func handle(_ key: Key) -> Bool {
        let books = viewModel.state.books
        list.clampSelection(count: books.count)
        switch key {
        case .up: list.moveSelection(by: -1, count: books.count)
        case .down: list.moveSelection(by: 1, count: books.count)
        case .pageUp: list.moveSelection(by: -list.pageHeight, count: books.count)
        case .pageDown: list.moveSelection(by: list.pageHeight, count: books.count)
        case .enter:
            if let index = list.selectedIndex, books.indices.contains(index) { viewModel.request(action: .select(bookID: books[index].id)) }
        case .character("c"): viewModel.request(action: .openCart)
        case .character("y"):
            if let index = list.selectedIndex, books.indices.contains(index) { viewModel.request(action: .copyLink(bookID: books[index].id)) }
        case .escape: viewModel.request(action: .back)
        default: return false
        }
        return true
    }
}

import DesignSystem
import Resources

/// The BookDetail screen's controller.
public typealias BookDetailViewController = ScreenViewController<BookDetailView>

/// The BookDetail screen's model: the state on screen and the way out for its actions.
public typealias BookDetailViewModel = ScreenModel<BookDetailViewState, BookDetailViewAction>

/// Draws a book: author, price, summary and the add-to-cart button (or that it is in the cart).
@MainActor
public final class BookDetailView: StateScreenView {
    private let viewModel: BookDetailViewModel

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: BookDetailViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { viewModel.state.title }

    public var keyHints: [KeyHint] {
        // Once the book is in the cart, more copies are a matter for the cart's + and -.
        (viewModel.state.canAddToCart ? [KeyHint(key: "a", label: R.string.books.addToCart())] : []) + [
            KeyHint(key: "c", label: R.string.books.cartTitle()), KeyHint(key: "Esc", label: R.string.hint.back()),
        ]
    }

    public func body() -> any Widget {
        let state = viewModel.state
        return Box(
            title: state.title,
            VStack(spacing: 1) {
                BothSideLabel(leading: state.author.isEmpty ? "" : R.string.books.by(state.author), trailing: R.string.books.cartBadge(state.cartCount))
                if let problem = state.problem {
                    Text(problem, style: Style(foreground: .destructive))
                } else {
                    Text(state.price, style: Style(foreground: .accent, bold: true))
                    Text(state.summary)
                    if state.isInCart {
                        Text("✓ " + R.string.books.inCart(), style: Style(foreground: .accent))
                    } else if state.canAddToCart {
                        Button("a " + R.string.books.addToCart(), isFocused: true, click: [.character("a")])
                    }
                }
            })
    }

    public func handle(_ key: Key) -> Bool {
        switch key {
        case .character("a"), .enter:
            if viewModel.state.canAddToCart { viewModel.request(action: .addToCart) }
        case .character("c"): viewModel.request(action: .openCart)
        case .escape: viewModel.request(action: .back)
        default: return false
        }
        return true
    }
}

import DesignSystem
import Resources

/// The Cart screen's controller.
public typealias CartViewController = ScreenViewController<CartView>

/// The Cart screen's model: the state on screen and the way out for its actions.
public typealias CartViewModel = ScreenModel<CartViewState, CartViewAction>

/// Draws the cart: its lines with quantities and prices, the total and the checkout button;
/// then the checkout's progress or its thanks.
@MainActor
public final class CartView: StateScreenView {
    private let viewModel: CartViewModel
    let list = ListState(selectedIndex: 0)

    /// Creates the view, drawing the state `viewModel` holds.
    public init(viewModel: CartViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { R.string.books.cartTitle() }

    public var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        if !viewModel.state.items.isEmpty, viewModel.state.checkout == .idle {
            hints = [
                KeyHint(key: "↑↓", label: R.string.hint.move()), KeyHint(key: "+-", label: R.string.books.quantityHint()),
                KeyHint(key: "x", label: R.string.books.remove()), KeyHint(key: "Enter", label: R.string.books.checkout()),
            ]
        }
        return hints + [KeyHint(key: "Esc", label: R.string.hint.back())]
    }

    public func body() -> any Widget {
        let state = viewModel.state
        let content: any Widget =
            switch state.checkout {
            case .completed:
                Padding(
                    top: 1,
                    VStack(spacing: 1) {
                        Text("✓ " + R.string.books.checkedOut(), style: Style(foreground: .accent, bold: true))
                        if let orderNumber = state.orderNumber { Text(R.string.books.orderNumber(orderNumber), style: Style(bold: true)) }
                    })
            case _ where state.items.isEmpty:
                Padding(
                    top: 1,
                    VStack(spacing: 1) {
                        Text(R.string.books.cartEmpty(), style: Style(foreground: .secondary))
                        if let message = state.message { Text(message, style: Style(foreground: .destructive)) }
                    })
            case .inProgress:
                Docked(lines(state), bottom: Spinner(label: R.string.books.checkingOut()))
            case .idle:
                Docked(lines(state), bottom: Button(R.string.books.checkout(), isFocused: true, click: [.enter]))
            }
        // The badge names the cart and counts its items: "Cart (3)". A state is data (a state
        // file, a preview), so the count saturates rather than trapping on absurd quantities.
        let count = state.items.reduce(0) { count, item in
            let (sum, overflow) = count.addingReportingOverflow(item.quantity)
            return overflow ? (item.quantity > 0 ? Int.max : Int.min) : sum
        }
        return Box(title: R.string.books.cartBadge(count), content)
    }

    private func lines(_ state: CartViewState) -> any Widget {
        Docked(
            List(
                count: state.items.count, state: list,
                row: { index in
                    "\(state.items[index].title) \(R.string.books.quantity(state.items[index].quantity))"
                }, detail: { index in state.items[index].price }),
            bottom: VStack {
                Divider()
                if let subtotal = state.subtotal { BothSideLabel(leading: "", trailing: R.string.books.subtotal(subtotal)) }
                if let discount = state.discount { BothSideLabel(leading: "", trailing: discount, trailingStyle: Style(foreground: .accent)) }
                if let message = state.message { Text(message, style: Style(foreground: .destructive)) }
                BothSideLabel(leading: "", trailing: R.string.books.total(state.total), trailingStyle: Style(foreground: .accent, bold: true))
            })
    }

    public func handle(_ key: Key) -> Bool {
        let state = viewModel.state
        // A line removed below the selection (the last one) leaves the selection on its neighbour.
        list.clampSelection(count: state.items.count)
        switch key {
        case .escape: viewModel.request(action: .back)
        case _ where state.checkout != .idle: return key != .character("q")
        case .up: list.moveSelection(by: -1, count: state.items.count)
        case .down: list.moveSelection(by: 1, count: state.items.count)
        case .character("+"), .character("="), .character("-"):
            // `-` stops at one: removing is `x`'s. A held `-` would otherwise remove the line,
            // then, the selection now on its neighbour, lower and remove that one too, and on.
            if let index = list.selectedIndex, state.items.indices.contains(index),
                key != .character("-") || state.items[index].quantity > 1
            {
                viewModel.request(action: .changeQuantity(bookID: state.items[index].bookID, by: key == .character("-") ? -1 : 1))
            }
        // Backspace is no removal key: held while a field elsewhere had the keys, or by habit,
        // it would remove line after line.
        case .character("x"), .delete:
            if let index = list.selectedIndex, state.items.indices.contains(index) {
                viewModel.request(action: .remove(bookID: state.items[index].bookID))
            }
        // The interactor refuses an empty cart too, and says so.
        case .enter: viewModel.request(action: .checkout)
        default: return false
        }
        return true
    }
}

import DesignSystem
import Foundation
import Testing

@testable import FeatureUserInterface

/// Each screen's keys send the actions its users expect, and each view controller hands the
/// states it receives to its view model, which reports viewDidLoad once.
@MainActor
@Suite("Screen actions")
struct ScreenActionTests {
    @Test("login: type both names, tab to the button, Enter logs in with them")
    func loggedOut() {
        let recorder = ActionRecorder<LoggedOutViewAction>()
        let screen = LoggedOutViewController(initialState: LoggedOutViewState())
        screen.listener = recorder
        for key: Key in [.character("민"), .character("준"), .tab, .paste("서연"), .enter, .enter] { _ = screen.handle(key) }
        #expect(recorder.actions == [.login(player1Name: "민준", player2Name: "서연")])
    }

    @Test("main menu: Enter opens the selected entry, ASCII number keys open directly (not ３, ١ or 三)")
    func mainMenu() {
        let recorder = ActionRecorder<MainMenuViewAction>()
        let screen = MainMenuViewController(initialState: MainMenuViewState(player1Name: "A", player2Name: "B"))
        screen.listener = recorder
        for key: Key in [.down, .down, .enter, .character("３"), .character("١"), .character("三"), .character("5"), .character("9")] {
            _ = screen.handle(key)
        }
        #expect(recorder.actions == [.select(.profile), .select(.books)])
    }

    @Test("board: Enter opens the selected post, reaching the end loads more, r reloads, Esc goes back")
    func board() {
        let recorder = ActionRecorder<BoardViewAction>()
        let rows = (1...3).map { BoardViewState.Row(id: String($0 * 10), title: "글 \($0)", author: "김") }
        let screen = BoardViewController(initialState: BoardViewState(rows: rows, status: .loaded, total: 30, hasMore: true))
        screen.listener = recorder
        for key: Key in [.down, .enter, .down, .character("r"), .escape] { _ = screen.handle(key) }
        #expect(recorder.actions == [.select(postID: "20"), .loadMore, .reload, .back])
    }

    @Test("board: while loading more, reaching the end does not ask again")
    func boardLoadingMore() {
        let recorder = ActionRecorder<BoardViewAction>()
        let rows = (1...2).map { BoardViewState.Row(id: String($0), title: "t", author: "a") }
        let screen = BoardViewController(initialState: BoardViewState(rows: rows, status: .loaded, isLoadingMore: true, hasMore: true))
        screen.listener = recorder
        _ = screen.handle(.down)
        #expect(recorder.actions.isEmpty)
    }

    @Test("post: r retries failed comments, Esc goes back")
    func postDetail() {
        let recorder = ActionRecorder<PostDetailViewAction>()
        let screen = PostDetailViewController(initialState: PostDetailViewState(title: "t", author: "a", body: "b", commentsStatus: .failed))
        screen.listener = recorder
        for key: Key in [.down, .character("r"), .escape] { _ = screen.handle(key) }
        #expect(recorder.actions == [.retry, .back])
    }

    @Test("profile: each button asks for confirmation; the alert confirms, cancels and swallows keys but q, which the status bar offers")
    func profile() {
        let recorder = ActionRecorder<ProfileViewAction>()
        let screen = ProfileViewController(initialState: ProfileViewState(name: "n", username: "u", email: "e"))
        screen.listener = recorder
        _ = screen.handle(.enter)
        _ = screen.handle(.tab)
        _ = screen.handle(.enter)
        screen.update(state: ProfileViewState(name: "n", username: "u", email: "e", pendingConfirmation: .deleteAccount))
        for key: Key in [.character("x"), .enter, .right, .enter, .escape] { _ = screen.handle(key) }
        #expect(
            recorder.actions == [
                .request(.logout), .request(.deleteAccount), .cancelConfirmation, .confirm(.deleteAccount), .cancelConfirmation,
            ])
        screen.update(state: ProfileViewState(name: "n", username: "u", email: "e", pendingConfirmation: .logout))
        #expect(screen.handle(.character("x")))
        #expect(!screen.handle(.character("q")))
    }

    @Test("game lobby: Enter starts the selected game")
    func offGame() {
        let recorder = ActionRecorder<OffGameViewAction>()
        let screen = OffGameViewController(initialState: OffGameViewState(player1Name: "A", player2Name: "B"))
        screen.listener = recorder
        for key: Key in [.enter, .down, .enter, .escape] { _ = screen.handle(key) }
        #expect(recorder.actions == [.start(.ticTacToe), .start(.ticTacToe), .back])
    }

    @Test("tic-tac-toe: arrows move the cursor, Enter places, taken cells are refused, OK closes the result")
    func ticTacToe() {
        let recorder = ActionRecorder<TicTacToeViewAction>()
        let screen = TicTacToeViewController(
            initialState: TicTacToeViewState(cells: [nil, nil, nil, nil, .x, nil, nil, nil, nil], player1Name: "A", player2Name: "B"))
        screen.listener = recorder
        for key: Key in [.enter, .up, .left, .enter, .down, .down, .right, .right, .enter, .character("９"), .character("三"), .character("9")] {
            _ = screen.handle(key)
        }
        #expect(recorder.actions == [.place(cell: 0), .place(cell: 8), .place(cell: 8)])
        screen.update(state: TicTacToeViewState(player1Name: "A", player2Name: "B", result: .tie))
        _ = screen.handle(.enter)
        #expect(recorder.actions.last == .closeGame)
    }

    @Test("bookstore: open a book, add it, open the cart, remove a line, check out")
    func books() {
        let list = ActionRecorder<BookListViewAction>()
        let shelf = BookListViewController(initialState: BookListViewState(books: [.init(id: 7, title: "t", author: "a", price: "$1")]))
        shelf.listener = list
        for key: Key in [.enter, .character("c"), .escape] { _ = shelf.handle(key) }
        #expect(list.actions == [.select(bookID: 7), .openCart, .back])

        let detail = ActionRecorder<BookDetailViewAction>()
        let page = BookDetailViewController(initialState: BookDetailViewState(title: "t", author: "a", price: "$1", summary: "s"))
        page.listener = detail
        for key: Key in [.character("a"), .character("c")] { _ = page.handle(key) }
        #expect(detail.actions == [.addToCart, .openCart])

        let cart = ActionRecorder<CartViewAction>()
        let items = [CartViewState.Item(bookID: 7, title: "t", quantity: 1, price: "$1"), .init(bookID: 8, title: "u", quantity: 2, price: "$4")]
        let cartScreen = CartViewController(initialState: CartViewState(items: items, total: "$5"))
        cartScreen.listener = cart
        for key: Key in [.down, .character("x"), .enter] { _ = cartScreen.handle(key) }
        #expect(cart.actions == [.remove(bookID: 8), .checkout])
    }

    @Test("cart: `-` stops at one and Backspace removes nothing, so a held key cannot empty the cart; `x` and Delete remove")
    func cartHeldKeys() {
        let cart = ActionRecorder<CartViewAction>()
        let items = [CartViewState.Item(bookID: 7, title: "t", quantity: 1, price: "$1"), .init(bookID: 8, title: "u", quantity: 2, price: "$4")]
        let cartScreen = CartViewController(initialState: CartViewState(items: items, total: "$5"))
        cartScreen.listener = cart
        for key: Key in [.character("-"), .character("-"), .backspace, .backspace] { _ = cartScreen.handle(key) }
        #expect(cart.actions.isEmpty)
        for key: Key in [.down, .character("-"), .character("+"), .delete] { _ = cartScreen.handle(key) }
        #expect(cart.actions == [.changeQuantity(bookID: 8, by: -1), .changeQuantity(bookID: 8, by: 1), .remove(bookID: 8)])
    }

    @Test("card application: Enter applies; on the completed sheet the arrows choose finish or main")
    func cardApplication() {
        let recorder = ActionRecorder<CardApplicationViewAction>()
        let screen = CardApplicationViewController(initialState: CardApplicationViewState(accountType: "입출금", text: "t"))
        screen.listener = recorder
        _ = screen.handle(.enter)
        screen.update(state: CardApplicationViewState(accountType: "입출금", text: "t", phase: .completed))
        for key: Key in [.enter, .right, .enter] { _ = screen.handle(key) }
        #expect(recorder.actions == [.applyCheckCard, .finish, .moveToMain])
    }

    @Test("card application: ↑↓ choose the next type; while sending, keys wait (q still quits); the failed sheet retries or leaves")
    func cardApplicationChoosingAndFailing() {
        let recorder = ActionRecorder<CardApplicationViewAction>()
        let options: [CardApplicationViewState.Option] = [.init(id: "a", name: "A"), .init(id: "b", name: "B")]
        let form = CardApplicationViewState(accountType: "A", text: "t", options: options, selectedID: "a")
        let screen = CardApplicationViewController(initialState: form)
        screen.listener = recorder
        for key: Key in [.down, .down, .up] { _ = screen.handle(key) }
        #expect(recorder.actions == [.choose(accountTypeID: "b"), .choose(accountTypeID: "b"), .choose(accountTypeID: "a")])

        var loading = form
        loading.phase = .loading
        screen.update(state: loading)
        #expect(screen.handle(.enter))
        #expect(screen.handle(.escape))
        #expect(!screen.handle(.character("q")))
        #expect(recorder.actions.count == 3)

        var failed = form
        failed.phase = .failed
        screen.update(state: failed)
        for key: Key in [.enter, .right, .enter] { _ = screen.handle(key) }
        #expect(recorder.actions.suffix(2) == [.retry, .moveToMain])
    }

    @Test("cart: + and - change the selected line's quantity; while checking out only Esc acts")
    func cartQuantitiesAndCheckout() {
        let recorder = ActionRecorder<CartViewAction>()
        let items = [CartViewState.Item(bookID: 7, title: "t", quantity: 1, price: "$1"), .init(bookID: 8, title: "u", quantity: 2, price: "$4")]
        let screen = CartViewController(initialState: CartViewState(items: items, total: "$5"))
        screen.listener = recorder
        for key: Key in [.character("+"), .down, .character("-")] { _ = screen.handle(key) }
        #expect(recorder.actions == [.changeQuantity(bookID: 7, by: 1), .changeQuantity(bookID: 8, by: -1)])
        screen.update(state: CartViewState(items: items, total: "$5", checkout: .inProgress))
        for key: Key in [.character("x"), .character("+"), .enter, .escape] { _ = screen.handle(key) }
        #expect(recorder.actions.suffix(1) == [.back])
        #expect(recorder.actions.count == 3)
    }

    @Test("promotion: Enter applies, Tab then Enter dismisses, Esc dismisses")
    func promotion() {
        let recorder = ActionRecorder<PromotionViewAction>()
        let screen = PromotionViewController(initialState: PromotionViewState(code: "SPRING"))
        screen.listener = recorder
        for key: Key in [.enter, .tab, .enter, .escape] { _ = screen.handle(key) }
        #expect(recorder.actions == [.apply, .dismiss, .dismiss])
    }

    @Test("every view controller hands its states to its view model and reports viewDidLoad once")
    func viewControllersPassStates() {
        let recorder = ActionRecorder<BoardViewAction>()
        let screen = BoardViewController(initialState: BoardViewState())
        screen.listener = recorder
        screen.loadViewIfNeeded()
        screen.loadViewIfNeeded()
        let loaded = BoardViewState(rows: [.init(id: "1", title: "t", author: "a")], status: .loaded)
        screen.update(state: loaded)
        #expect(screen.viewModel.state == loaded)
        #expect(recorder.actions == [.viewDidLoad])

        let promotion = PromotionViewController(initialState: PromotionViewState(code: "A"))
        promotion.update(state: PromotionViewState(code: "B", status: .applying))
        #expect(promotion.viewModel.state.status == .applying)
        let cart = CartViewController(initialState: CartViewState(total: "0"))
        cart.update(state: CartViewState(total: "9", checkout: .completed))
        #expect(cart.viewModel.state.checkout == .completed)
    }

    @Test("states survive a JSON round trip, as DemoCLI's --state-file needs")
    func codable() throws {
        let state = TicTacToeViewState(cells: [.x, nil, .o, nil, nil, nil, nil, nil, nil], player1Name: "김", player2Name: "佐藤", result: .won(.x))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(TicTacToeViewState.self, from: data) == state)
    }
}

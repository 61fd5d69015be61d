import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import Testing

@testable import FeatureDomain

/// Records the entries LoggedIn is asked to open.
@MainActor
private final class MainMenuListenerMock: MainMenuListener {
    private(set) var selected: [MainMenuViewState.Destination] = []
    func mainMenuDidSelect(_ destination: MainMenuViewState.Destination) { selected.append(destination) }
}

/// What the menu's builder needs: a session, a backend's name and a real bookstore whose cart
/// is kept in the test's own directory.
@MainActor
private final class MainMenuDependencyMock: MainMenuDependency {
    let session = PlayerSession.sample
    let backendDescription = "Test backend"
    let bookService: any BookService
    let service: CatalogueBookService

    init(directory: URL) {
        service = CatalogueBookService(
            catalogue: BookCatalogue.bundled(), offers: [], store: AppStore(files: JSONFileStore(directory: directory)), memberID: "7",
            checkoutDelay: .zero, circumstances: CircumstancesMock())
        bookService = service
    }
}

@MainActor
@Suite("MainMenu interactor", .timeLimit(.minutes(1)))
struct MainMenuInteractorTests {
    typealias Presenter = PresentableMock<MainMenuViewState, MainMenuViewAction>

    private let menu = MainMenuViewState(player1Name: "Ada Brooks", player2Name: "Grace", cartCount: 2, backend: "Offline data")

    private func makeInteractor(carts: AsyncStream<Cart>? = nil) -> (MainMenuInteractor, Presenter, MainMenuListenerMock) {
        let presenter = Presenter()
        let listener = MainMenuListenerMock()
        let interactor = MainMenuInteractor(presenter: presenter, state: menu, carts: carts)
        interactor.listener = listener
        interactor.activate()
        return (interactor, presenter, listener)
    }

    private func cart(items: Int) -> Cart {
        Cart(lines: items == 0 ? [] : [Cart.Line(bookID: 1, title: "A book", unitPrice: 10_000, quantity: items)])
    }

    @Test("becomes its presenter's listener")
    func listensToPresenter() {
        let (interactor, presenter, _) = makeInteractor()
        #expect(presenter.listener === interactor)
    }

    @Test("each entry tells the parent that entry, once, and presents nothing", arguments: MainMenuViewState.Destination.allCases)
    func selectTellsTheParent(destination: MainMenuViewState.Destination) {
        let (interactor, presenter, listener) = makeInteractor()
        interactor.request(action: .select(destination))
        #expect(listener.selected == [destination])
        #expect(presenter.states.isEmpty)
    }

    @Test("viewDidLoad tells the parent nothing")
    func viewDidLoad() {
        let (interactor, presenter, listener) = makeInteractor()
        interactor.request(action: .viewDidLoad)
        #expect(listener.selected.isEmpty)
        #expect(presenter.states.isEmpty)
    }

    @Test("the cart badge follows the cart's item count; the rest of the menu stays as built")
    func cartBadge() async {
        let (carts, continuation) = AsyncStream<Cart>.makeStream()
        let (interactor, presenter, _) = makeInteractor(carts: carts)
        defer { continuation.finish() }
        continuation.yield(cart(items: 5))
        #expect(await eventually { presenter.states.count == 1 })
        var expected = menu
        expected.cartCount = 5
        #expect(presenter.states == [expected])
        continuation.yield(cart(items: 0))
        #expect(await eventually { presenter.states.last?.cartCount == 0 })
        #expect(presenter.states.last?.backend == "Offline data")
        #expect(presenter.states.last?.destinations == MainMenuViewState.Destination.allCases)
        withExtendedLifetime(interactor) {}
    }

    @Test("a cart with as many items as the badge shows presents nothing")
    func sameCountPresentsNothing() async {
        let (carts, continuation) = AsyncStream<Cart>.makeStream()
        let (interactor, presenter, _) = makeInteractor(carts: carts)
        defer { continuation.finish() }
        continuation.yield(cart(items: 2))
        continuation.yield(cart(items: 3))
        #expect(await eventually { presenter.states.count == 1 })
        #expect(presenter.states.map(\.cartCount) == [3])
        withExtendedLifetime(interactor) {}
    }

    @Test("the builder shows the players, the given entries, the backend's name and the cart's count, then follows the cart")
    func builderState() async throws {
        let directory = TemporaryDirectory()
        let dependency = MainMenuDependencyMock(directory: directory.url)
        let book = try #require(BookCatalogue.bundled()?.first)
        dependency.service.addToCart(book)
        let router = try #require(
            MainMenuBuilder(dependency: dependency).build(withListener: MainMenuListenerMock(), destinations: [.game, .books])
                as? MainMenuRouter)
        let screen = try #require(router.viewController as? MainMenuViewController)
        #expect(
            screen.viewModel.state
                == MainMenuViewState(player1Name: "Ada Brooks", player2Name: "Grace", destinations: [.game, .books], cartCount: 1, backend: "Test backend"))
        router.interactable.activate()
        router.load()
        dependency.service.addToCart(book)
        #expect(await eventually { screen.viewModel.state.cartCount == 2 })
        router.interactable.deactivate()
    }
}

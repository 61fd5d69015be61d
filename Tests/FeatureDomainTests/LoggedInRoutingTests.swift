import DesignSystem
import FeatureDomainTestSupport
import FeatureUserInterface
import Foundation
import RIBs
import Testing

@testable import FeatureDomain

/// Records LoggedIn's routing decisions.
@MainActor
private final class LoggedInRouterMock: LoggedInRouting {
    enum Route: Equatable {
        case mainMenu, backToMainMenu, backFromGame, cleanupViews
        case to(MainMenuViewState.Destination)
        case ticTacToe(inviteCode: String?)
        case post(String)
        case profile(String)
        case promotion(String)
        case book(Int)
    }

    private(set) var routes: [Route] = []
    /// What `routeTo(_:)` and `routeToPost(postID:)` answer: whether the area has the entry.
    var hasEntries = true

    // Routing, unused by the interactor: an interactor of the mock's own and no children.
    let interactable: any Interactable = Interactor()
    var children: [any Routing] { [] }
    var lifecycle: AsyncStream<RouterLifecycle> { AsyncStream { $0.finish() } }
    func load() {}
    func attachChild(_ child: any Routing) {}
    func detachChild(_ child: any Routing) {}

    let destinations = MainMenuViewState.Destination.allCases
    func routeToMainMenu() { routes.append(.mainMenu) }
    func routeTo(_ destination: MainMenuViewState.Destination) -> Bool {
        routes.append(.to(destination))
        return hasEntries
    }
    func routeBackToMainMenu() { routes.append(.backToMainMenu) }
    func routeToTicTacToe(inviteCode: String?) { routes.append(.ticTacToe(inviteCode: inviteCode)) }
    func routeToPost(postID: String) -> Bool {
        routes.append(.post(postID))
        return hasEntries
    }
    func routeToProfile(memberID: String) { routes.append(.profile(memberID)) }
    func routeToPromotion(code: String) { routes.append(.promotion(code)) }
    func routeToBook(bookID: Int) { routes.append(.book(bookID)) }
    func routeBackFromGame() { routes.append(.backFromGame) }
    func cleanupViews() { routes.append(.cleanupViews) }
    /// What the member answers when a link would end a game in progress, and what was asked.
    var leavesGame = false
    private(set) var leaveQuestions: [String] = []
    func askToLeaveGame(for destination: String) async -> Bool {
        leaveQuestions.append(destination)
        return leavesGame
    }
}

/// Records what the root hears from the logged-in area.
@MainActor
private final class LoggedInListenerMock: LoggedInListener {
    private(set) var logOutCount = 0
    func didLogOut() { logOutCount += 1 }
}

/// What LoggedIn needs from the root: the app's dependencies of the tests, and a stack of its own.
@MainActor
private final class LoggedInDependencyMock: LoggedInDependency {
    let stack = NavigationController()
    let app: RootDependencyMock

    init(directory: URL) { app = RootDependencyMock(directory: directory) }

    var loggedInViewController: any StackViewControllable { stack }
    var store: AppStore { app.store }
    var circumstances: any Circumstances { app.circumstances }
    var membersRepository: any MembersRepository { app.membersRepository }
    var postsRepository: any PostsRepository { app.postsRepository }
    var clipboard: any Clipboard { app.clipboard }
    var backendDescription: String { app.backendDescription }
    var simulatedLatency: SimulatedLatency { app.simulatedLatency }
}

@MainActor
@Suite("LoggedIn interactor and router", .timeLimit(.minutes(1)))
struct LoggedInRoutingTests {
    // MARK: The interactor's decisions, with a router mock

    private func makeInteractor() -> (LoggedInInteractor, LoggedInRouterMock, LoggedInListenerMock) {
        let router = LoggedInRouterMock()
        let listener = LoggedInListenerMock()
        let interactor = LoggedInInteractor(session: .sample)
        interactor.router = router
        interactor.listener = listener
        return (interactor, router, listener)
    }

    @Test("activation shows the menu; deactivation takes the area's screens away")
    func lifecycle() {
        let (interactor, router, _) = makeInteractor()
        interactor.activate()
        #expect(router.routes == [.mainMenu])
        interactor.deactivate()
        #expect(router.routes == [.mainMenu, .cleanupViews])
    }

    @Test("each menu entry is routed to", arguments: MainMenuViewState.Destination.allCases)
    func menuEntry(destination: MainMenuViewState.Destination) {
        let (interactor, router, _) = makeInteractor()
        interactor.mainMenuDidSelect(destination)
        #expect(router.routes == [.to(destination)])
    }

    @Test("closing any entry goes back to the menu")
    func entriesClose() {
        let (interactor, router, listener) = makeInteractor()
        interactor.offGameDidClose()
        interactor.homeDidClose()
        interactor.profileDidClose()
        interactor.boardDidClose()
        interactor.booksDidClose()
        interactor.cardApplicationDidClose()
        interactor.promotionDidClose()
        #expect(router.routes == Array(repeating: .backToMainMenu, count: 7))
        #expect(listener.logOutCount == 0)
    }

    @Test("the lobby starts a game over itself; the game's end goes back to the lobby, not the menu")
    func game() {
        let (interactor, router, _) = makeInteractor()
        interactor.startTicTacToe()
        interactor.gameDidEnd()
        #expect(router.routes == [.ticTacToe(inviteCode: nil), .backFromGame])
    }

    @Test("the end of the session from the profile goes to the root, without routing here")
    func sessionEnds() {
        let (interactor, router, listener) = makeInteractor()
        interactor.profileDidEndSession()
        #expect(listener.logOutCount == 1)
        #expect(router.routes.isEmpty)
    }

    @Test("a deep link's game opens the lobby, then the game with its invitation code")
    func linkToGame() async throws {
        let (interactor, router, _) = makeInteractor()
        _ = try await interactor.launchGame(with: GameLaunch(game: .ticTacToe, inviteCode: "X7"))
        #expect(router.routes == [.to(.game), .ticTacToe(inviteCode: "X7")])
    }

    @Test("a deep link to an entry the area lacks fails, and no game is started")
    func linkWithoutEntry() async {
        let (interactor, router, _) = makeInteractor()
        router.hasEntries = false
        await #expect(throws: LoggedInRouteError.self) { _ = try await interactor.launchGame(with: GameLaunch(game: .ticTacToe, inviteCode: nil)) }
        await #expect(throws: LoggedInRouteError.self) { _ = try await interactor.showPost(id: 3) }
        #expect(router.routes == [.to(.game), .post("3")])
    }

    @Test("deep links to a post, a profile, a promotion and a book are routed with their ids")
    func links() async throws {
        let (interactor, router, _) = makeInteractor()
        _ = try await interactor.showPost(id: 3)
        _ = try await interactor.showProfile(userID: 2)
        _ = try await interactor.showPromotion(code: "SPRING")
        _ = try await interactor.showBook(id: 4)
        #expect(router.routes == [.post("3"), .profile("2"), .promotion("SPRING"), .book(4)])
    }

    // MARK: The real router, with the real builders

    private let directory = TemporaryDirectory()

    /// The area as the root attaches it: built, activated, loaded.
    private func attach() throws -> (LoggedInRouter, NavigationController, LoggedInDependencyMock) {
        let dependency = LoggedInDependencyMock(directory: directory.url)
        let (built, _) = LoggedInBuilder(dependency: dependency).build(withListener: LoggedInListenerMock(), session: .sample)
        let router = try #require(built as? LoggedInRouter)
        router.interactable.activate()
        router.load()
        return (router, dependency.stack, dependency)
    }

    private func isEntry(_ child: any Routing, for destination: MainMenuViewState.Destination) -> Bool {
        switch destination {
        case .game: child is OffGameRouter
        case .board: child is BoardRouter
        case .books: child is BooksRouter
        case .card: child is CardApplicationRouter
        case .profile: child is ProfileRouter
        case .luckyNumber: child is HomeRouter
        case .promotion: child is PromotionRouter
        }
    }

    /// The screens on the stack are those of `children`, bottom first.
    private func stackShows(_ stack: NavigationController, _ children: [any Routing]) -> Bool {
        let views = children.compactMap { ($0 as? any ViewableRouting)?.viewControllable.terminalViewController }
        return views.count == children.count && stack.viewControllers.count == views.count
            && zip(stack.viewControllers, views).allSatisfy { $0 === $1 }
    }

    @Test("once attached, the menu is the only child and the only screen")
    func menuAlone() throws {
        let (router, stack, _) = try attach()
        #expect(router.children.count == 1)
        #expect(router.children.first is MainMenuRouter)
        #expect(router.children.first?.interactable.isActive == true)
        #expect(stackShows(stack, router.children))
    }

    @Test(
        "each entry attaches exactly one child over the menu and pushes its screen; closing detaches it and pops",
        arguments: [
            MainMenuViewState.Destination.game, .board, .books, .card, .profile, .luckyNumber, .promotion,
        ])
    func entryAttachesAndDetaches(destination: MainMenuViewState.Destination) throws {
        let (router, stack, _) = try attach()
        let menu = try #require(router.children.first)
        #expect(router.routeTo(destination))
        #expect(router.children.count == 2)
        let entry = try #require(router.children.last)
        #expect(isEntry(entry, for: destination))
        #expect(entry.interactable.isActive)
        #expect(stackShows(stack, [menu, entry]))
        router.routeBackToMainMenu()
        #expect(router.children.count == 1)
        #expect(router.children.first === menu)
        #expect(!entry.interactable.isActive)
        #expect(menu.interactable.isActive)
        #expect(stackShows(stack, [menu]))
    }

    @Test("the area offers every entry the menu knows")
    func destinations() throws {
        let (router, _, _) = try attach()
        #expect(Set(router.destinations) == Set(MainMenuViewState.Destination.allCases))
    }

    @Test("a second route to the same entry does not attach it twice: the first is replaced")
    func sameEntryTwice() throws {
        let (router, stack, _) = try attach()
        _ = router.routeTo(.luckyNumber)
        let first = try #require(router.children.last)
        _ = router.routeTo(.luckyNumber)
        #expect(router.children.count == 2)
        let second = try #require(router.children.last)
        #expect(second !== first)
        #expect(!first.interactable.isActive)
        #expect(stackShows(stack, router.children))
    }

    @Test("routing to another entry detaches the one shown")
    func otherEntry() throws {
        let (router, stack, _) = try attach()
        _ = router.routeTo(.profile)
        let profile = try #require(router.children.last)
        _ = router.routeTo(.books)
        #expect(router.children.count == 2)
        #expect(router.children.last is BooksRouter)
        #expect(!profile.interactable.isActive)
        #expect(stackShows(stack, router.children))
    }

    @Test("a game goes over the lobby; its end detaches only the game and shows the lobby again")
    func gameOverLobby() throws {
        let (router, stack, _) = try attach()
        _ = router.routeTo(.game)
        router.routeToTicTacToe(inviteCode: "X7")
        #expect(router.children.count == 3)
        let game = try #require(router.children.last as? TicTacToeRouter)
        #expect(stackShows(stack, router.children))
        router.routeBackFromGame()
        #expect(router.children.count == 2)
        #expect(router.children.last is OffGameRouter)
        #expect(router.children.last?.interactable.isActive == true)
        #expect(!game.interactable.isActive)
        #expect(stackShows(stack, router.children))
    }

    @Test("closing the lobby with its game over it closes both")
    func closeLobbyWithGame() throws {
        let (router, stack, _) = try attach()
        _ = router.routeTo(.game)
        router.routeToTicTacToe(inviteCode: nil)
        let entries = router.children.dropFirst()
        // The lobby and the game over it, both on: what closing must turn off.
        #expect(entries.count == 2)
        #expect(entries.allSatisfy { $0.interactable.isActive })
        router.routeBackToMainMenu()
        #expect(router.children.count == 1)
        #expect(entries.allSatisfy { !$0.interactable.isActive })
        #expect(stackShows(stack, router.children))
    }

    @Test("a detached area detaches all its children")
    func deactivation() throws {
        let (router, _, _) = try attach()
        _ = router.routeTo(.board)
        let children = router.children
        router.interactable.deactivate()
        #expect(router.children.isEmpty)
        #expect(children.allSatisfy { !$0.interactable.isActive })
    }
}

import FeatureUserInterface
import RIBs
import Resources

/// The LoggedIn RIB's routing, as its interactor sees it.
@MainActor
public protocol LoggedInRouting: Routing {
    /// Shows the menu as the only screen.
    func routeToMainMenu()
    /// Shows `destination` over the menu; false when the area has no such entry.
    func routeTo(_ destination: MainMenuViewState.Destination) -> Bool
    /// Closes every entry and shows the menu again.
    func routeBackToMainMenu()
    /// Starts a tic-tac-toe game over the lobby, showing `inviteCode` if a link brought one.
    func routeToTicTacToe(inviteCode: String?)
    /// Opens the board with the post `postID` over it; false when the area has no board.
    func routeToPost(postID: String) -> Bool
    /// Shows the profile of the member `memberID`, read-only unless it is the signed-in member.
    func routeToProfile(memberID: String)
    /// Shows the promotion screen with `code` to confirm, over the menu.
    func routeToPromotion(code: String)
    /// Shows the shelf and, over it, the book `bookID`.
    func routeToBook(bookID: Int)
    /// Closes the game and shows the lobby again.
    func routeBackFromGame()
    /// Detaches the area's children and takes the entries' screens off the stack (LoggedIn has no
    /// view to take them with it). The menu's screen is the stack's root, which cannot be popped:
    /// the root router replaces it with the next area's screen.
    func cleanupViews()
    /// The entries the menu offers.
    var destinations: [MainMenuViewState.Destination] { get }
    /// Asks the member whether a link may replace the game in progress with `destination`;
    /// false when they keep playing (or the question is cancelled).
    func askToLeaveGame(for destination: String) async -> Bool
}

/// What LoggedIn tells its parent.
@MainActor
public protocol LoggedInListener: AnyObject {
    /// The member logged out.
    func didLogOut()
}

/// A deep link's step that the logged-in area could not take.
struct LoggedInRouteError: Error, CustomStringConvertible {
    var description: String
}

/// The logged-in area's logic: routes the menu's choices, its entries' exits and the steps of
/// deep links.
final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?
    let session: PlayerSession
    /// Whether a game is under way, which a link must not end without asking.
    private var isGameInProgress = false

    init(session: PlayerSession) {
        self.session = session
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.routeToMainMenu()
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    func mainMenuDidSelect(_ destination: MainMenuViewState.Destination) {
        _ = router?.routeTo(destination)
    }

    func startTicTacToe() { router?.routeToTicTacToe(inviteCode: nil) }
    func offGameDidClose() { router?.routeBackToMainMenu() }
    func gameDidEnd() {
        isGameInProgress = false
        router?.routeBackFromGame()
    }
    func gameProgressDidChange(isInProgress: Bool) { isGameInProgress = isInProgress }
    func homeDidClose() { router?.routeBackToMainMenu() }
    func profileDidClose() { router?.routeBackToMainMenu() }
    func boardDidClose() { router?.routeBackToMainMenu() }
    func booksDidClose() { router?.routeBackToMainMenu() }
    func cardApplicationDidClose() { router?.routeBackToMainMenu() }
    func promotionDidClose() { router?.routeBackToMainMenu() }
    func profileDidEndSession() { listener?.didLogOut() }

    // MARK: LoggedInActionableItem

    func launchGame(with launch: GameLaunch) async throws -> (any LoggedInActionableItem, Void) {
        try await confirmLeavingGame(for: R.string.game.ticTacToe())
        guard let router, router.routeTo(.game) else { throw LoggedInRouteError(description: "the logged-in area has no game entry") }
        switch launch.game {
        case .ticTacToe: router.routeToTicTacToe(inviteCode: launch.inviteCode)
        }
        return (self, ())
    }

    func showPost(id: Int) async throws -> (any LoggedInActionableItem, Void) {
        try await confirmLeavingGame(for: "\(R.string.board.title()) · #\(id)")
        guard let router, router.routeToPost(postID: String(id)) else { throw LoggedInRouteError(description: "the logged-in area has no board") }
        return (self, ())
    }

    func showProfile(userID: Int) async throws -> (any LoggedInActionableItem, Void) {
        try await confirmLeavingGame(for: R.string.profile.title())
        guard let router else { throw LoggedInRouteError(description: "the logged-in area has no router") }
        router.routeToProfile(memberID: String(userID))
        return (self, ())
    }

    func showPromotion(code: String) async throws -> (any LoggedInActionableItem, Void) {
        try await confirmLeavingGame(for: R.string.menu.promotion())
        guard let router else { throw LoggedInRouteError(description: "the logged-in area has no router") }
        router.routeToPromotion(code: code)
        return (self, ())
    }

    func showBook(id: Int) async throws -> (any LoggedInActionableItem, Void) {
        try await confirmLeavingGame(for: "\(R.string.books.title()) · #\(id)")
        guard let router else { throw LoggedInRouteError(description: "the logged-in area has no router") }
        router.routeToBook(bookID: id)
        return (self, ())
    }

    /// Asks before a link replaces a game in progress; throws when the member keeps playing, so
    /// the link's workflow ends there and the game stays as it was.
    private func confirmLeavingGame(for destination: String) async throws {
        guard isGameInProgress else { return }
        guard let router, await router.askToLeaveGame(for: destination) else {
            throw LoggedInRouteError(description: "the member kept the game in progress")
        }
        isGameInProgress = false
    }
}

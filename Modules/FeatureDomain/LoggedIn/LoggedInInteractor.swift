import FeatureUserInterface
import RIBs

/// The LoggedIn RIB's routing, as its interactor sees it.
@MainActor
public protocol LoggedInRouting: Routing {
    /// Shows the menu as the only screen.
    func routeToMainMenu()
    /// Shows `destination` over the menu; false when the area has no such entry.
    func routeTo(_ destination: MainMenuViewState.Destination) -> Bool
    /// Closes every entry and shows the menu again.
    func routeBackToMainMenu()
    /// Starts a tic-tac-toe game over the lobby.
    func routeToTicTacToe()
    /// Closes the game and shows the lobby again.
    func routeBackFromGame()
    /// Takes the area's screens off the stack (LoggedIn has no view to take them with it).
    func cleanupViews()
    /// The entries the menu offers.
    var destinations: [MainMenuViewState.Destination] { get }
}

/// What LoggedIn tells its parent.
@MainActor
public protocol LoggedInListener: AnyObject {
    /// The member logged out.
    func didLogOut()
}

/// The logged-in area's logic: routes the menu's choices and its entries' exits.
final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?
    let session: PlayerSession

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

    func startTicTacToe() { router?.routeToTicTacToe() }
    func offGameDidClose() { router?.routeBackToMainMenu() }
    func gameDidEnd() { router?.routeBackFromGame() }
    func homeDidClose() { router?.routeBackToMainMenu() }
    func profileDidClose() { router?.routeBackToMainMenu() }
    func boardDidClose() { router?.routeBackToMainMenu() }
    func booksDidClose() { router?.routeBackToMainMenu() }
    func cardApplicationDidClose() { router?.routeBackToMainMenu() }
    func promotionDidClose() { router?.routeBackToMainMenu() }
    func profileDidEndSession() { listener?.didLogOut() }
}

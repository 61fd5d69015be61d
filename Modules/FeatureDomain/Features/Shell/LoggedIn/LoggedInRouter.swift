import DesignSystem
import FeatureUserInterface
import RIBs
import Resources

/// The LoggedIn interactor, as its router sees it.
@MainActor
protocol LoggedInInteractable: Interactable, MainMenuListener, OffGameListener, TicTacToeListener, HomeListener, ProfileListener, BoardListener,
    BooksListener, CardApplicationListener, PromotionListener
{
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }
}

/// The builders of LoggedIn's children, in one value so the router's initialiser stays short.
struct LoggedInChildBuilders {
    var mainMenu: any MainMenuBuildable
    var offGame: any OffGameBuildable
    var ticTacToe: any TicTacToeBuildable
    var home: any HomeBuildable
    var profile: any ProfileBuildable
    var board: any BoardBuildable
    var books: any BooksBuildable
    var cardApplication: any CardApplicationBuildable
    var promotion: any PromotionBuildable
}

/// The logged-in area's navigation: the menu at the bottom of the stack, the entry the user
/// chose above it (the lobby, with a game above that), each a child RIB while shown.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
    private let viewController: any StackViewControllable
    private let builders: LoggedInChildBuilders
    private var mainMenu: (any ViewableRouting)?
    /// The children shown above the menu, bottom first.
    private var entries: [any ViewableRouting] = []

    init(interactor: any LoggedInInteractable, viewController: any StackViewControllable, builders: LoggedInChildBuilders) {
        self.viewController = viewController
        self.builders = builders
        super.init(interactor: interactor)
        interactor.router = self
    }

    var destinations: [MainMenuViewState.Destination] { [.game, .board, .profile, .luckyNumber, .books, .card, .promotion] }

    func routeToMainMenu() {
        closeEntries(downTo: 0)
        if let mainMenu { detachChild(mainMenu) }
        let menu = builders.mainMenu.build(withListener: interactor, destinations: destinations)
        mainMenu = menu
        attachChild(menu)
        viewController.setRoot(screen: menu.viewControllable)
    }

    func routeTo(_ destination: MainMenuViewState.Destination) -> Bool {
        closeEntries(downTo: 0)
        switch destination {
        case .game: push(builders.offGame.build(withListener: interactor))
        case .luckyNumber: push(builders.home.build(withListener: interactor))
        case .profile: push(builders.profile.build(withListener: interactor))
        case .board: push(builders.board.build(withListener: interactor))
        case .books: push(builders.books.build(withListener: interactor))
        case .card: push(builders.cardApplication.build(withListener: interactor))
        case .promotion: push(builders.promotion.build(withListener: interactor, code: nil))
        }
        return true
    }

    func routeBackToMainMenu() { closeEntries(downTo: 0) }

    func routeToTicTacToe(inviteCode: String?) { push(builders.ticTacToe.build(withListener: interactor, inviteCode: inviteCode)) }

    func routeToPost(postID: String) -> Bool {
        closeEntries(downTo: 0)
        let board = builders.board.build(withListener: interactor)
        push(board)
        board.routeToPostDetail(postID: postID)
        return true
    }

    func routeToProfile(memberID: String) {
        closeEntries(downTo: 0)
        push(builders.profile.build(withListener: interactor, memberID: memberID))
    }

    func routeToPromotion(code: String) {
        closeEntries(downTo: 0)
        push(builders.promotion.build(withListener: interactor, code: code))
    }

    func routeToBook(bookID: Int) {
        closeEntries(downTo: 0)
        let books = builders.books.build(withListener: interactor)
        push(books)
        books.routeToBookDetail(bookID: bookID)
    }

    func askToLeaveGame(for destination: String) async -> Bool {
        let answer = LinkAnswer()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                answer.continuation = continuation
                guard !Task.isCancelled else { return answer.give(false) }
                viewController.showAlert(
                    title: R.string.link.leaveGameTitle(), message: R.string.link.leaveGameMessage(destination),
                    actions: [
                        AlertAction(title: R.string.tictactoe.keepPlaying(), role: .cancel),
                        AlertAction(title: R.string.link.open(), role: .destructive),
                    ]
                ) { action in answer.give(action.role == .destructive) }
            }
        } onCancel: {
            Task { @MainActor in answer.give(false) }
        }
    }

    func routeBackFromGame() { closeEntries(downTo: max(0, entries.count - 1)) }

    func cleanupViews() {
        closeEntries(downTo: 0)
        if let mainMenu {
            detachChild(mainMenu)
            self.mainMenu = nil
        }
    }

    private func push(_ child: any ViewableRouting) {
        entries.append(child)
        attachPushing(child, on: viewController)
    }

    /// Detaches the entries above the first `count` and takes their screens off the stack.
    private func closeEntries(downTo count: Int) {
        guard entries.count > count else { return }
        viewController.pop(screen: entries[count].viewControllable)
        for child in entries[count...].reversed() { detachChild(child) }
        entries.removeSubrange(count...)
    }
}

/// The answer to one question asked for a link, given once: by the member's choice, or as no
/// when the link's workflow is cancelled first.
@MainActor
private final class LinkAnswer {
    var continuation: CheckedContinuation<Bool, Never>?

    func give(_ answer: Bool) {
        let waiting = continuation
        continuation = nil
        waiting?.resume(returning: answer)
    }
}

/// A link into the app, such as `ribs-training://launchGame?gameId=ticTacToe`, once
/// ``DeepLinkParser`` has checked every part of it.
public enum DeepLink: Equatable, Sendable {
    /// The games a link can start.
    public enum Game: String, Equatable, Sendable, CaseIterable {
        case ticTacToe
    }

    /// Waits for sign-in, opens the lobby and starts `game`, showing `inviteCode` if there is one.
    case launchGame(Game, inviteCode: String?)
    /// Waits for sign-in and shows the member `userID`'s profile.
    case profile(userID: Int)
    /// Waits for sign-in and opens the promotion with `code`.
    case promotion(code: String)
    /// Waits for sign-in, opens the board, then the post `id`.
    case post(id: Int)
    /// Waits for sign-in and opens the book `id`.
    case book(id: Int)

    /// The route the link takes through the RIB tree, one line, as `MainCLI route` prints it.
    public var route: String {
        switch self {
        case .launchGame(let game, let inviteCode):
            "Root → waitForLogin → LoggedIn → launchGame(\(game.rawValue)\(inviteCode.map { ", inviteCode: \($0)" } ?? "")) → OffGame → TicTacToe"
        case .profile(let userID): "Root → waitForLogin → LoggedIn → showProfile(userID: \(userID)) → Profile"
        case .promotion(let code): "Root → waitForLogin → LoggedIn → showPromotion(code: \(code)) → Promotion"
        case .post(let id): "Root → waitForLogin → LoggedIn → showPost(id: \(id)) → Board → PostDetail"
        case .book(let id): "Root → waitForLogin → LoggedIn → showBook(id: \(id)) → Books → BookDetail"
        }
    }
}

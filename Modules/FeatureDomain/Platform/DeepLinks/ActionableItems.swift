import RIBs

/// What a deep link's workflow can ask of the root RIB, as in the RIBs tutorial.
@MainActor
public protocol RootActionableItem: AnyObject {
    /// Returns the logged-in area once a member is signed in: at once if one is, else when the
    /// sign-in finishes. The workflow's next step then waits until that area is active.
    func waitForLogin() async throws -> (any LoggedInActionableItem, Void)
}

/// What a deep link's workflow can ask of the logged-in area. Each call routes through the
/// area's router and returns the area again for the next step.
@MainActor
public protocol LoggedInActionableItem: AnyObject {
    /// Opens the lobby and starts `launch`'s game, showing its invite code.
    func launchGame(with launch: GameLaunch) async throws -> (any LoggedInActionableItem, Void)
    /// Opens the board, then the post `id`.
    func showPost(id: Int) async throws -> (any LoggedInActionableItem, Void)
    /// Shows the profile of the member `userID`: the signed-in member's own, or another's read-only.
    func showProfile(userID: Int) async throws -> (any LoggedInActionableItem, Void)
    /// Opens the promotion screen with `code` filled in, for the member to confirm.
    func showPromotion(code: String) async throws -> (any LoggedInActionableItem, Void)
    /// Opens the shelf, then the book `id`.
    func showBook(id: Int) async throws -> (any LoggedInActionableItem, Void)
}

/// A game a link asks to start.
public struct GameLaunch: Equatable, Sendable {
    /// Which game.
    public var game: DeepLink.Game
    /// The code of the invitation the link carried, shown in the game.
    public var inviteCode: String?

    /// Creates a `GameLaunch` from its parts.
    public init(game: DeepLink.Game, inviteCode: String?) {
        self.game = game
        self.inviteCode = inviteCode
    }
}
